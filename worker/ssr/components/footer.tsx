import { COMPANY_LINKS, FEATURE_LINKS, LEGAL_LINKS, type NavLink, REGISTER, SIGN_IN } from '../nav'
import { Brand } from './logo'

function Column({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2>{title}</h2>
      <ul>
        {links.map(({ href, label }) => (
          <li key={href}>
            <a href={href}>{label}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-grid">
          <div>
            <Brand />
            <p>
              The AI-driven hiring platform: jobs, candidates, interviews, proctored exams and offers in one place, on
              your own sub-domain.
            </p>
          </div>
          <Column title="Product" links={FEATURE_LINKS} />
          <Column title="Company" links={COMPANY_LINKS} />
          <Column
            title="Account"
            links={[{ href: SIGN_IN, label: 'Sign in' }, { href: REGISTER, label: 'Start hiring' }, ...LEGAL_LINKS]}
          />
        </div>
        <div className="footer-bottom">
          <span>© {new Date().getUTCFullYear()} Hirely. All rights reserved.</span>
          <span>Made for hiring teams that care about candidates.</span>
        </div>
      </div>
    </footer>
  )
}
