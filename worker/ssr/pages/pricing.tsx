import type { PlanLimits } from '../../db/schema'
import type { PublicPlan } from '../../resources/plans/plans.service'
import { FaqList } from '../components/faq-list'
import { PlanCard } from '../components/plan-card'
import { CtaBand, PageHero, Section } from '../components/sections'
import { SiteLayout } from '../components/site-layout'
import { FAQ_GROUPS } from '../content/faqs'
import { metaFor, type PageProps } from './meta'

const LIMIT_ROWS: [keyof PlanLimits, string][] = [
  ['jobs', 'Open jobs'],
  ['candidates', 'Candidates'],
  ['employees', 'Team members'],
  ['aiExtractionsPerMonth', 'AI resume extractions a month'],
]

const count = new Intl.NumberFormat('en-US')
const limitText = (value: number | null | undefined) =>
  value === null || value === undefined ? 'Unlimited' : count.format(value)

export function PricingPage({ site, plans }: PageProps & { plans: PublicPlan[] }) {
  const billing = FAQ_GROUPS.find((g) => g.id === 'billing')?.items ?? []
  return (
    <SiteLayout meta={metaFor(site, '/pricing-plans')} path="/pricing-plans">
      <PageHero
        eyebrow="Pricing plans"
        title="Simple plans that grow with your hiring"
        lead="Start free, upgrade when you hire more. Every plan includes your own careers sub-domain, the candidate pipeline and a candidate area for exams and offers."
      />
      <Section
        id="plans"
        title="Choose your plan"
        intro="Prices exclude applicable taxes. Change or cancel your plan from the portal at any time."
      >
        {plans.length === 0 ? (
          <p className="empty">
            Our plans are being updated. <a href="/contact-us">Contact us</a> for current pricing.
          </p>
        ) : (
          <div className="plans">
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </div>
        )}
      </Section>
      {plans.length > 0 ? (
        <Section id="compare" alt title="Compare limits">
          <div className="table-wrap">
            <table>
              <caption className="sr-only">Limits of each plan</caption>
              <thead>
                <tr>
                  <th scope="col">Limit</th>
                  {plans.map((p) => (
                    <th scope="col" key={p.id}>
                      {p.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {LIMIT_ROWS.map(([key, label]) => (
                  <tr key={key}>
                    <th scope="row">{label}</th>
                    {plans.map((p) => (
                      <td key={p.id}>{limitText(p.limits[key])}</td>
                    ))}
                  </tr>
                ))}
                <tr>
                  <th scope="row">Price</th>
                  {plans.map((p) => (
                    <td key={p.id}>{p.priceLabel}</td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        </Section>
      ) : null}
      <Section id="billing-faq" title="Billing questions">
        <div className="narrow">
          <FaqList items={billing} />
        </div>
      </Section>
      <CtaBand
        title="Not sure which plan fits?"
        text="Tell us how many roles you hire for and where, and we will recommend a plan. You can always start on Free and upgrade later."
      />
    </SiteLayout>
  )
}
