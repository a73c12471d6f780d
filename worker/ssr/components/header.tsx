import { ChevronDown, Menu } from '../icons'
import { FEATURE_LINKS, MAIN_LINKS, REGISTER, SIGN_IN } from '../nav'
import { Brand } from './logo'

const current = (path: string, href: string) => (path === href ? ('page' as const) : undefined)

/**
 * The shared header. Desktop and mobile get their own navigation, each shown by a media
 * query; menus are <details> elements, so they open and close without JavaScript.
 */
export function SiteHeader({ path }: { path: string }) {
  return (
    <header className="site-header">
      <div className="container bar">
        <Brand />
        <nav className="nav-desktop" aria-label="Main">
          <ul>
            <li>
              <details className="dropdown" data-menu>
                <summary>
                  Product <ChevronDown className="chev" />
                </summary>
                <div className="dropdown-panel">
                  {FEATURE_LINKS.map(({ href, label, blurb, icon: Icon }) => (
                    <a key={href} href={href} aria-current={current(path, href)}>
                      <span className="icon-badge">
                        <Icon />
                      </span>
                      <span>
                        <strong>{label}</strong>
                        <span className="blurb">{blurb}</span>
                      </span>
                    </a>
                  ))}
                </div>
              </details>
            </li>
            {MAIN_LINKS.map(({ href, label }) => (
              <li key={href}>
                <a className="nav-link" href={href} aria-current={current(path, href)}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="actions">
          <a className="btn btn-ghost" href={SIGN_IN}>
            Sign in
          </a>
          <a className="btn btn-primary" href={REGISTER}>
            Start hiring
          </a>
        </div>
        <details className="nav-mobile" data-menu>
          <summary>
            <Menu /> Menu
          </summary>
          <nav className="nav-mobile-panel" aria-label="Mobile">
            <p className="group">Product</p>
            <ul>
              {FEATURE_LINKS.map(({ href, label }) => (
                <li key={href}>
                  <a href={href} aria-current={current(path, href)}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
            <p className="group">Company</p>
            <ul>
              {MAIN_LINKS.map(({ href, label }) => (
                <li key={href}>
                  <a href={href} aria-current={current(path, href)}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
            <div className="cta-row">
              <a className="btn btn-ghost" href={SIGN_IN}>
                Sign in
              </a>
              <a className="btn btn-primary" href={REGISTER}>
                Start hiring
              </a>
            </div>
          </nav>
        </details>
      </div>
    </header>
  )
}
