import { PageHero } from '../components/sections'
import { SiteLayout } from '../components/site-layout'
import { type LegalText, PRIVACY_POLICY } from '../content/privacy'
import { TERMS_OF_USE } from '../content/terms'
import { metaFor, type PageProps } from './meta'

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** A legal text with a table of contents; lists in the content render as bulleted lists. */
function LegalBody({ text }: { text: LegalText }) {
  return (
    <section className="section" aria-label="Full text">
      <div className="container prose">
        <p className="updated">
          Last updated: <time dateTime={text.updated}>{longDate.format(new Date(text.updated))}</time>
        </p>
        {text.intro.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <nav className="toc" aria-labelledby="toc-title">
          <h2 id="toc-title">Contents</h2>
          <ol>
            {text.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {text.sections.map((s, i) => (
          <section key={s.id} aria-labelledby={s.id}>
            <h2 id={s.id}>
              {i + 1}. {s.title}
            </h2>
            {s.body.map((part) =>
              Array.isArray(part) ? (
                <ul key={part.join(' ')}>
                  {part.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : (
                <p key={part}>{part}</p>
              ),
            )}
          </section>
        ))}
      </div>
    </section>
  )
}

export function PrivacyPage({ site }: PageProps) {
  return (
    <SiteLayout meta={metaFor(site, '/privacy-policy')} path="/privacy-policy">
      <PageHero
        eyebrow="Legal"
        title="Privacy policy"
        lead="What data Hirely handles, why, for how long, and the rights you have over it."
      />
      <LegalBody text={PRIVACY_POLICY} />
    </SiteLayout>
  )
}

export function TermsPage({ site }: PageProps) {
  return (
    <SiteLayout meta={metaFor(site, '/terms-of-use')} path="/terms-of-use">
      <PageHero
        eyebrow="Legal"
        title="Terms of use"
        lead="The agreement between Hirely, the businesses that hire with it, their staff and their candidates."
      />
      <LegalBody text={TERMS_OF_USE} />
    </SiteLayout>
  )
}
