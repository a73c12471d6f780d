import { PRICE_INTERVAL_LABELS, planPrice } from '../../resources/plans/plans.schema'
import type { PublicPlan } from '../../resources/plans/plans.service'
import { Check } from '../icons'
import { REGISTER } from '../nav'

/** One plan: name, price in its own currency (Intl, correct minor units), features and a sign-up link. */
export function PlanCard({ plan }: { plan: PublicPlan }) {
  const free = plan.isFree || plan.priceCents === 0
  return (
    <article className="plan" aria-labelledby={`plan-${plan.id}`}>
      <h3 id={`plan-${plan.id}`}>{plan.name}</h3>
      <p className="desc">{plan.description}</p>
      <p className="price" data-price={plan.priceLabel}>
        <span className="amount">{free ? 'Free' : planPrice(plan)}</span>
        <span className="per">{free ? 'forever' : PRICE_INTERVAL_LABELS[plan.billingInterval]}</span>
      </p>
      <ul>
        {plan.features.map((f) => (
          <li key={f}>
            <Check />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      <a
        className={free ? 'btn btn-ghost' : 'btn btn-primary'}
        href={`${REGISTER}?plan=${encodeURIComponent(plan.id)}`}
      >
        {free ? 'Start for free' : `Choose ${plan.name}`}
      </a>
    </article>
  )
}
