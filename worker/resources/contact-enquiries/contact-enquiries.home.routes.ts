import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { created } from '../../lib/envelope'
import { clientIp } from '../../lib/request'
import { validate } from '../../lib/validate'
import { contactEnquiry } from './contact-enquiries.schema'
import { CONTACT_THANKS, submitContactEnquiry } from './contact-enquiries.service'

/** /home/contact_enqueries (the contract keeps the seed's spelling): a visitor's enquiry. */
export const contactEnquiryRoutes = new Hono<AppEnv>().post('/', validate('json', contactEnquiry), async (c) => {
  await submitContactEnquiry(c.var, c.req.valid('json'), clientIp(c))
  return created(c, CONTACT_THANKS, null)
})
