import { FaqList, faqJsonLd } from '../components/faq-list'
import { CtaBand, PageHero, Section } from '../components/sections'
import { SiteLayout } from '../components/site-layout'
import { FAQ_GROUPS } from '../content/faqs'
import { metaFor, type PageProps } from './meta'

export function FaqsPage({ site }: PageProps) {
  const groups = FAQ_GROUPS.map((g) => ({
    ...g,
    items: g.items.map((f) => ({ ...f, a: f.a.replaceAll('{domain}', site.mainDomain) })),
  }))
  const jsonLd = [faqJsonLd(groups.flatMap((g) => g.items))]
  return (
    <SiteLayout meta={metaFor(site, '/faqs', { jsonLd })} path="/faqs">
      <PageHero
        eyebrow="FAQs"
        title="Frequently asked questions"
        lead="Short answers about getting started, the AI features, online exams, data and billing. Can’t find yours? Ask us on the contact page."
      />
      <Section id="questions" title="Questions and answers">
        <div className="narrow">
          {groups.map((g) => (
            <div className="faq-group" key={g.id}>
              <h3 id={`faq-${g.id}`}>{g.title}</h3>
              <FaqList items={g.items} />
            </div>
          ))}
        </div>
      </Section>
      <CtaBand
        title="Still have a question?"
        text="Our team answers every message within one business day. Or start on the Free plan and explore Hirely yourself."
      />
    </SiteLayout>
  )
}
