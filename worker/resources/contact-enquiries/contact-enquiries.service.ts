import { eq } from 'drizzle-orm'
import { admins, contactEnquiries } from '../../db/schema'
import { escapeHtml } from '../../lib/html'
import type { Scope } from '../../lib/scope'
import { sendMail } from '../../providers/mail'
import { emailLayout } from '../../services/mail/layout'
import { hit, LIMITS } from '../../services/rate-limit'
import type { ContactEnquiryInput } from './contact-enquiries.schema'

/** What the visitor is told once the enquiry is in (the same text for the API and the page). */
export const CONTACT_THANKS = 'Thank you for your message. We will get back to you within one business day.'

export type ContactResult = { stored: boolean; id: string | null }

const orNull = (value: string | null | undefined) => (value ? value : null)

/**
 * A visitor's enquiry: counted against the per-IP budget of public forms, stored, and sent
 * to every active platform admin. A filled honeypot is answered like a success (so bots learn
 * nothing) but nothing is stored or sent.
 */
export async function submitContactEnquiry(
  { db, env }: Scope,
  input: ContactEnquiryInput,
  ip: string,
): Promise<ContactResult> {
  await hit(db, `contact:ip:${ip}`, LIMITS.publicFormPerIp)
  if (input.website && input.website.trim() !== '') return { stored: false, id: null }

  const [row] = await db
    .insert(contactEnquiries)
    .values({
      name: input.name,
      email: input.email,
      phone: orNull(input.phone),
      company: orNull(input.company),
      subject: orNull(input.subject),
      message: input.message,
      ip,
    })
    .returning()
  if (!row) throw new Error('The enquiry was not stored.')
  const enquiry = row

  const recipients = await db.query.admins.findMany({ where: eq(admins.status, 'active'), columns: { email: true } })
  const mail = enquiryMail(enquiry)
  await Promise.all(
    recipients.map((admin) => sendMail(env, db, { to: admin.email, ...mail, template: 'contact_enquiry' })),
  )
  return { stored: true, id: enquiry.id }
}

type Enquiry = typeof contactEnquiries.$inferSelect

const LABEL_CELL = 'padding:4px 12px 4px 0;color:#4b5563'

function enquiryMail(e: Enquiry) {
  const rows: [string, string | null][] = [
    ['Name', e.name],
    ['E-mail', e.email],
    ['Phone', e.phone],
    ['Company', e.company],
    ['Subject', e.subject],
  ]
  const details = rows
    .filter((r): r is [string, string] => Boolean(r[1]))
    .map(
      ([label, value]) =>
        `<tr><td style="${LABEL_CELL}">${label}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const message = escapeHtml(e.message).replace(/\r?\n/g, '<br>')
  const html = emailLayout(
    'New contact enquiry',
    `<p>Someone sent an enquiry through the contact form of the public site.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0">${details}</table>
<p style="margin:0 0 8px;font-weight:bold">Message</p>
<p style="margin:0;padding:12px 16px;background:#f0fdf4;border-radius:8px;line-height:1.5">${message}</p>
<p style="margin-top:16px;font-size:13px;color:#4b5563">Reply to ${escapeHtml(e.email)} directly; the enquiry is kept with status "new".</p>`,
    'You received this e-mail because you are a platform administrator of Hirely.',
  )
  const about = e.subject ? `: ${e.subject}` : ''
  return { subject: `New contact enquiry from ${e.name}${about}`.replace(/\s+/g, ' ').slice(0, 200), html }
}
