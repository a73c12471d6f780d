import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { contactEnquiryRoutes } from '../resources/contact-enquiries/contact-enquiries.home.routes'
import { homeOfferLetterRoutes } from '../resources/offer-letters/offer-letters.home.routes'
import { homePlanRoutes } from '../resources/plans/plans.home.routes'

/** /api/v1/home: anonymous calls of the public site. */
export const homeRoutes = new Hono<AppEnv>()
  .route('/plans', homePlanRoutes)
  .route('/contact_enqueries', contactEnquiryRoutes)
  .route('/offer_letters', homeOfferLetterRoutes)
