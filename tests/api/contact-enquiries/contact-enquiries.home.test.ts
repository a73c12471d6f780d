import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { admins, contactEnquiries, outboxEmails } from '../../../worker/db/schema'
import { call, db, HOST, seed } from '../../setup/http'

beforeAll(seed)

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  phone: '+1 (555) 010-2000',
  company: 'Navy Labs',
  subject: 'Demo for 40 recruiters',
  message: 'We would like a walkthrough of interviews and exams for our recruiting team.',
  website: '',
  ...over,
})

const enquiriesFrom = (email: string) =>
  db().query.contactEnquiries.findMany({ where: eq(contactEnquiries.email, email) })
const mailsTo = (to: string) =>
  db().query.outboxEmails.findMany({ where: eq(outboxEmails.to, to), orderBy: desc(outboxEmails.createdAt) })

describe('POST /home/contact_enqueries', () => {
  it('stores the enquiry and mails every active platform admin', async () => {
    await db()
      .insert(admins)
      .values([
        { name: 'Second Admin', email: 'second.admin@example.com', passwordHash: 'x' },
        { name: 'Former Admin', email: 'former.admin@example.com', passwordHash: 'x', status: 'inactive' },
      ])
    const body = valid({ email: 'Grace.Happy@Navy.example', name: 'Grace <b>Hopper</b>' })
    const res = await call(HOST.main, 'POST', '/home/contact_enqueries', { body, ip: '192.0.2.1' })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      success: true,
      message: 'Thank you for your message. We will get back to you within one business day.',
      errors: [],
      data: null,
    })

    const [row] = await enquiriesFrom('grace.happy@navy.example')
    expect(row).toMatchObject({
      name: 'Grace <b>Hopper</b>',
      company: 'Navy Labs',
      subject: 'Demo for 40 recruiters',
      status: 'new',
      ip: '192.0.2.1',
    })

    for (const to of ['admin@example.com', 'second.admin@example.com']) {
      const [mail] = await mailsTo(to)
      expect(mail?.subject).toBe('New contact enquiry from Grace <b>Hopper</b>: Demo for 40 recruiters')
      expect(mail?.template).toBe('contact_enquiry')
      // The visitor's text is escaped in the HTML.
      expect(mail?.html).toContain('Grace &lt;b&gt;Hopper&lt;/b&gt;')
      expect(mail?.html).not.toContain('<b>Hopper</b>')
      expect(mail?.html).toContain('We would like a walkthrough')
    }
    expect(await mailsTo('former.admin@example.com')).toHaveLength(0)
  })

  it('takes the optional fields as optional', async () => {
    const res = await call(HOST.main, 'POST', '/home/contact_enqueries', {
      body: { name: 'Ada', email: 'ada@example.com', message: 'Just a short question about plans.' },
      ip: '192.0.2.2',
    })
    expect(res.status).toBe(201)
    const [row] = await enquiriesFrom('ada@example.com')
    expect(row).toMatchObject({ phone: null, company: null, subject: null })
  })

  it('answers 422 with the seed messages', async () => {
    const res = await call(HOST.main, 'POST', '/home/contact_enqueries', {
      body: { name: '', email: 'not-an-email', phone: 'call me', message: 'short' },
      ip: '192.0.2.3',
    })
    expect(res.status).toBe(422)
    expect(res.body.success).toBe(false)
    expect(res.body.errors).toEqual([
      { field: 'name', message: 'Please enter Name' },
      { field: 'email', message: 'Email is not a valid email' },
      { field: 'phone', message: 'Phone is not a valid phone number' },
      { field: 'message', message: 'Message must be at least 10 characters' },
    ])
    expect(res.body.message).toBe('Please enter Name')
  })

  it('asks for the required fields and caps the message length', async () => {
    const missing = await call(HOST.main, 'POST', '/home/contact_enqueries', { body: {}, ip: '192.0.2.4' })
    expect(missing.body.errors).toEqual([
      { field: 'name', message: 'Please enter Name' },
      { field: 'email', message: 'Please enter Email' },
      { field: 'message', message: 'Please enter Message' },
    ])
    const long = await call(HOST.main, 'POST', '/home/contact_enqueries', {
      body: valid({ message: 'x'.repeat(5001) }),
      ip: '192.0.2.4',
    })
    expect(long.status).toBe(422)
    expect(long.body.errors).toEqual([{ field: 'message', message: 'Message cannot be longer than 5000 characters' }])
  })

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const res = await call(HOST.main, 'POST', '/home/contact_enqueries', {
      body: valid({ email: 'bot@spam.example', website: 'https://spam.example' }),
      ip: '192.0.2.5',
    })
    expect(res.status).toBe(201)
    expect(res.body.success).toBe(true)
    expect(await enquiriesFrom('bot@spam.example')).toHaveLength(0)
    const mails = await db().query.outboxEmails.findMany({ where: eq(outboxEmails.template, 'contact_enquiry') })
    expect(mails.some((m) => m.html.includes('bot@spam.example'))).toBe(false)
  })

  it('allows 5 enquiries per IP an hour, then answers 429', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await call(HOST.main, 'POST', '/home/contact_enqueries', {
        body: valid({ email: `limit${i}@example.com` }),
        ip: '192.0.2.99',
      })
      expect(res.status).toBe(201)
    }
    const refused = await call(HOST.main, 'POST', '/home/contact_enqueries', {
      body: valid({ email: 'limit5@example.com' }),
      ip: '192.0.2.99',
    })
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/)
    expect(await enquiriesFrom('limit5@example.com')).toHaveLength(0)
    // Another visitor is not affected.
    const other = await call(HOST.main, 'POST', '/home/contact_enqueries', {
      body: valid({ email: 'other@example.com' }),
      ip: '192.0.2.100',
    })
    expect(other.status).toBe(201)
  })

  it('is a main-domain call only', async () => {
    const res = await call(HOST.acme, 'POST', '/home/contact_enqueries', { body: valid(), ip: '192.0.2.6' })
    expect(res.status).toBe(404)
  })
})
