import { SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { contactEnquiries, outboxEmails } from '../../../worker/db/schema'
import { db, HOST, seed } from '../../setup/http'

beforeAll(seed)

/** A browser without JavaScript: the form posts application/x-www-form-urlencoded to /contact-us. */
function postForm(fields: Record<string, string>, ip: string) {
  return SELF.fetch(`http://${HOST.main}/contact-us`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip },
    body: new URLSearchParams(fields).toString(),
  })
}

const fields = (over: Record<string, string> = {}) => ({
  name: 'Linus Pauling',
  email: 'linus@lab.example',
  phone: '',
  company: 'Pauling Lab',
  subject: '',
  message: 'Could you tell me more about proctored exams for lab technicians?',
  website: '',
  ...over,
})

describe('the contact form without JavaScript', () => {
  it('stores the enquiry, mails the admins and answers the page with a thank-you', async () => {
    const res = await postForm(fields(), '198.18.0.1')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('<title>Contact us — Hirely</title>')
    expect(html).toContain('Thank you for your message. We will get back to you within one business day.')
    expect(html).toContain('class="alert alert-success"')
    const [row] = await db().query.contactEnquiries.findMany({ where: eq(contactEnquiries.email, 'linus@lab.example') })
    expect(row).toMatchObject({
      name: 'Linus Pauling',
      company: 'Pauling Lab',
      phone: null,
      subject: null,
      ip: '198.18.0.1',
    })
    const mail = await db().query.outboxEmails.findFirst({ where: eq(outboxEmails.to, 'admin@example.com') })
    expect(mail?.subject).toBe('New contact enquiry from Linus Pauling')
  })

  it('answers 422 with the errors next to the fields and the input kept', async () => {
    const res = await postForm(fields({ name: '', email: 'linus@', message: 'Too <short>' }), '198.18.0.2')
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('class="alert alert-error"')
    expect(html).toMatch(/<input id="contact-name"[^>]*aria-invalid="true"/)
    expect(html).toContain('data-error-for="name">Please enter Name</p>')
    expect(html).toContain('data-error-for="email">Email is not a valid email</p>')
    // What the visitor typed is still there (escaped).
    expect(html).toMatch(/<input id="contact-email"[^>]*value="linus@"/)
    expect(html).toMatch(/<input id="contact-company"[^>]*value="Pauling Lab"/)
    expect(html).toContain('>Too &lt;short&gt;</textarea>')
    expect(await db().query.contactEnquiries.findMany({ where: eq(contactEnquiries.email, 'linus@') })).toHaveLength(0)
  })

  it('says when the message is too short', async () => {
    const res = await postForm(fields({ email: 'short@example.com', message: 'Hi' }), '198.18.0.3')
    expect(res.status).toBe(422)
    expect(await res.text()).toContain('data-error-for="message">Message must be at least 10 characters</p>')
  })

  it('thanks a bot that filled the honeypot, and stores nothing', async () => {
    const res = await postForm(fields({ email: 'robot@spam.example', website: 'http://spam.example' }), '198.18.0.4')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Thank you for your message.')
    expect(
      await db().query.contactEnquiries.findMany({ where: eq(contactEnquiries.email, 'robot@spam.example') }),
    ).toHaveLength(0)
  })

  it('shares the per-IP limit with the API and answers 429 on the page', async () => {
    for (let i = 0; i < 5; i++)
      expect((await postForm(fields({ email: `form${i}@example.com` }), '198.18.0.5')).status).toBe(200)
    const res = await postForm(fields({ email: 'form5@example.com' }), '198.18.0.5')
    expect(res.status).toBe(429)
    const html = await res.text()
    expect(html).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./)
    expect(html).toMatch(/<input id="contact-email"[^>]*value="form5@example.com"/)
  })
})
