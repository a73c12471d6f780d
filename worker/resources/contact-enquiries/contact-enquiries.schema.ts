import { z } from '../../schemas/zod'
import { phone } from '../auth/auth.schema'

/** An optional short text: empty (or null from a JSON client) means "not given". */
const optionalText = (max: number) => z.string().trim().max(max).nullish()

/**
 * A contact enquiry from the public site, sent as JSON to /home/contact_enqueries or as a
 * plain form post to /contact-us. `website` is a honeypot: people never see it, so a value
 * in it marks a bot (answered as a success, stored nowhere).
 */
export const contactEnquiry = z.object({
  name: z.string().trim().min(1).max(120),
  email: z.string().trim().toLowerCase().min(1).pipe(z.email().max(254)),
  phone: phone.optional().or(z.literal('')).nullish(),
  company: optionalText(160),
  subject: optionalText(200),
  message: z.string().trim().min(10).max(5000),
  website: z.string().max(500).nullish(),
})

export type ContactEnquiryInput = z.infer<typeof contactEnquiry>
