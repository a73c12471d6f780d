import { ContactForm, type ContactFormState } from '../components/contact-form'
import { Card, PageHero } from '../components/sections'
import { SiteLayout } from '../components/site-layout'
import { Clock, MessagesSquare, ShieldCheck } from '../icons'
import { metaFor, type PageProps } from './meta'

export const EMPTY_CONTACT: ContactFormState = { values: {}, errors: {} }

export function ContactPage({ site, form = EMPTY_CONTACT }: PageProps & { form?: ContactFormState }) {
  return (
    <SiteLayout meta={metaFor(site, '/contact-us')} path="/contact-us">
      <PageHero
        eyebrow="Contact us"
        title="Talk to the Hirely team"
        lead="Questions about features or pricing, a walkthrough for your hiring team, or help moving from another system: send us a message and a person will reply."
      />
      <section className="section" aria-label="Contact form and what happens next">
        <div className="container contact-grid">
          <div className="card">
            <ContactForm state={form} />
          </div>
          <div className="aside">
            <Card icon={<Clock />} title="Reply within one business day">
              <p>Every message reaches our team directly. We answer on working days, usually much sooner.</p>
            </Card>
            <Card icon={<MessagesSquare />} title="Already a customer?">
              <p>
                Sign in to your portal on your business’s sub-domain for help with your account, or mention your
                sub-domain in your message so we can find it quickly.
              </p>
            </Card>
            <Card icon={<ShieldCheck />} title="Your details stay private">
              <p>
                We use what you send only to answer you. See our <a href="/privacy-policy">privacy policy</a>.
              </p>
            </Card>
          </div>
        </div>
      </section>
    </SiteLayout>
  )
}
