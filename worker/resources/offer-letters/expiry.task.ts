/**
 * Offers whose last day to sign has passed expire (sent or viewed → expired), every run of the
 * scheduled work (worker/scheduled). Due offers are found from the data (status and expiry,
 * indexed), so a late, doubled or skipped run changes nothing twice; the sender is told once.
 */
import { and, eq, inArray, lte } from 'drizzle-orm'
import { businesses, offerLetters } from '../../db/schema'
import { SYSTEM, systemScope } from '../../lib/scope'
import { registerScheduledTask } from '../../scheduled'
import { SIGNABLE_OFFER_STATES } from './offer-letters.schema'
import { expireOffers } from './send.service'

/** At most this many offers a run: the rest wait five minutes for the next. */
const BATCH = 200

registerScheduledTask('offer-letters.expire', async ({ env, db, now }) => {
  const due = await db
    .select({ id: offerLetters.id, businessId: offerLetters.businessId })
    .from(offerLetters)
    .where(and(inArray(offerLetters.status, SIGNABLE_OFFER_STATES), lte(offerLetters.expiresAt, now)))
    .limit(BATCH)
  const byBusiness = new Map<string, string[]>()
  for (const o of due) byBusiness.set(o.businessId, [...(byBusiness.get(o.businessId) ?? []), o.id])
  for (const [businessId, ids] of byBusiness) {
    const business = await db.query.businesses.findFirst({ where: eq(businesses.id, businessId) })
    if (business) await expireOffers(systemScope(db, env, business, SYSTEM), ids, now)
  }
})
