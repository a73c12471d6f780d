import { SELF } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { applications, businesses, candidates, opportunities } from '../../../worker/db/schema'
import { db, seed } from '../../setup/http'

let jobId: string

beforeAll(async () => {
  await seed()
  const acme = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!
  jobId = (await db().query.opportunities.findFirst({
    where: and(eq(opportunities.businessId, acme.id), eq(opportunities.status, 'open')),
  }))!.id
})

async function resumePdf() {
  const doc = await PDFDocument.create()
  doc.addPage().drawText('Maya Lindqvist\nData engineer', { x: 50, y: 700 })
  return new Blob([await doc.save()], { type: 'application/pdf' })
}

/** The form as a browser without JavaScript sends it: multipart, to the page route. */
async function post(fields: Record<string, string>, withResume = true, ip = '198.51.100.77') {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  if (withResume) form.append('resume', await resumePdf(), 'resume.pdf')
  return SELF.fetch(`http://acme.localhost:8787/jobs/${jobId}/apply`, {
    method: 'POST',
    body: form,
    headers: { 'cf-connecting-ip': ip },
    redirect: 'manual',
  })
}

describe('applying without JavaScript', () => {
  it('stores the application and shows the thanks after a redirect', async () => {
    const res = await post({
      first_name: 'Maya',
      last_name: 'Lindqvist',
      email: 'maya.lindqvist@example.com',
      phone: '+46 70 123 45 67',
      website: '',
    })
    expect(res.status).toBe(303)
    const location = res.headers.get('location')!
    expect(location).toBe(`/jobs/${jobId}?applied=1#apply`)
    const page = await SELF.fetch(`http://acme.localhost:8787${location.replace('#apply', '')}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Thank you for applying.')
    const stored = await db().query.candidates.findFirst({ where: eq(candidates.email, 'maya.lindqvist@example.com') })
    expect(stored).toMatchObject({ firstName: 'Maya', source: 'careers page' })
    // The job is on the application (docs/applications.md), not on the person.
    const application = await db().query.applications.findFirst({
      where: and(eq(applications.candidateId, stored!.id), eq(applications.opportunityId, jobId)),
    })
    expect(application).toMatchObject({ stage: 'new', source: 'careers page' })
  })

  it('answers the page again with the errors beside their fields and the input kept', async () => {
    const res = await post(
      { first_name: 'Noor', last_name: '', email: 'not-an-email', phone: '', website: '' },
      false,
      '198.51.100.78',
    )
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('value="Noor"')
    expect(html).toMatch(
      /data-error-for="email"[^>]*>E-mail is not a valid email|data-error-for="email"[^>]*>Email is not a valid email/,
    )
    expect(await db().query.candidates.findFirst({ where: eq(candidates.firstName, 'Noor') })).toBeUndefined()
  })

  it('a filled honeypot looks like a success and stores nothing', async () => {
    const res = await post(
      {
        first_name: 'Bot',
        last_name: 'Net',
        email: 'bot@spam.example',
        phone: '+1 555 0100',
        website: 'http://spam.example',
      },
      true,
      '198.51.100.79',
    )
    expect(res.status).toBe(303)
    expect(await db().query.candidates.findFirst({ where: eq(candidates.email, 'bot@spam.example') })).toBeUndefined()
  })

  it('an unknown job is the 404 page', async () => {
    const form = new FormData()
    const res = await SELF.fetch('http://acme.localhost:8787/jobs/00000000-0000-7000-8000-000000000000/apply', {
      method: 'POST',
      body: form,
      headers: { 'cf-connecting-ip': '198.51.100.80' },
    })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('text/html')
  })
})
