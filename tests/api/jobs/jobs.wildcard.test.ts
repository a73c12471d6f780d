import { and, eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  applications,
  businesses,
  candidates,
  documents,
  notifications,
  opportunities,
} from '../../../worker/db/schema'
import { as, call, db, HOST, lastMailTo, seed } from '../../setup/http'

let acmeId: string
let ipCounter = 0
/** Every application from its own address, so the per-IP budget is only spent where a test means it. */
const freshIp = () => `192.0.2.${++ipCounter}`

const jobBy = async (title: string) =>
  (await db().query.opportunities.findFirst({
    where: and(eq(opportunities.businessId, acmeId), eq(opportunities.title, title)),
  }))!

async function resumePdf(name: string) {
  const doc = await PDFDocument.create()
  const page = doc.addPage()
  page.drawText(`${name}\nSoftware engineer\nTypeScript, Node.js`, { x: 50, y: 700 })
  return new Blob([await doc.save()], { type: 'application/pdf' })
}

async function application(fields: Record<string, string>, resume?: Blob | null) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  if (resume !== null)
    form.append('resume', resume ?? (await resumePdf(`${fields.first_name} ${fields.last_name}`)), 'resume.pdf')
  return form
}

const apply = (jobId: string, form: FormData, ip = freshIp(), host: string = HOST.acme) =>
  call(host, 'POST', `/wildcard/jobs/${jobId}/apply`, { form, ip })

beforeAll(async () => {
  await seed()
  acmeId = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!.id
})

describe('GET /wildcard/jobs (public)', () => {
  it("lists the business's open jobs only, with what the careers page shows", async () => {
    const res = await call(HOST.acme, 'GET', '/wildcard/jobs')
    expect(res.status).toBe(200)
    const titles = res.body.data.rows.map((j: { title: string }) => j.title)
    expect(titles).toEqual(expect.arrayContaining(['Senior Backend Engineer', 'Frontend Engineer']))
    expect(titles).not.toContain('Data Analyst') // draft
    expect(titles).not.toContain('Product Manager, Growth') // on hold
    expect(titles).not.toContain('Technical Support Engineer') // closed
    const backend = res.body.data.rows.find((j: { title: string }) => j.title === 'Senior Backend Engineer')
    expect(backend).toMatchObject({
      department: 'Engineering',
      location: 'New York, NY',
      workplace: 'hybrid',
      employment_type: 'full_time',
      salary_min: 140000,
      salary_max: 175000,
      skills: expect.arrayContaining(['TypeScript']),
      deadline: expect.any(String),
      published_at: expect.any(String),
    })
    expect(backend).not.toHaveProperty('created_by')
  })

  it('searches, filters and paginates; 422 for a bad filter', async () => {
    const search = await call(HOST.acme, 'GET', '/wildcard/jobs?search=frontend')
    const found = search.body.data.rows.map((j: { title: string }) => j.title)
    expect(found[0]).toBe('Frontend Engineer') // title matches first, then descriptions that mention it
    expect((await call(HOST.acme, 'GET', '/wildcard/jobs?search=zzzunknown')).body.data.rows).toEqual([])
    const hybrid = await call(HOST.acme, 'GET', '/wildcard/jobs?workplace=hybrid')
    expect(hybrid.body.data.rows.every((j: { workplace: string }) => j.workplace === 'hybrid')).toBe(true)
    const paged = await call(HOST.acme, 'GET', '/wildcard/jobs?limit=1&page=2&sort=title&order=asc')
    expect(paged.body.data).toMatchObject({ page: 2, limit: 1 })
    expect(paged.body.data.rows).toHaveLength(1)
    expect((await call(HOST.acme, 'GET', '/wildcard/jobs?workplace=moon')).status).toBe(422)
    const globex = await call(HOST.globex, 'GET', '/wildcard/jobs')
    expect(globex.body.data.rows.map((j: { title: string }) => j.title)).not.toContain('Senior Backend Engineer')
  })
})

describe('POST /wildcard/jobs/:id/apply (public)', () => {
  it('creates the candidate with the resume in R2, e-mails the applicant and tells the team', async () => {
    const job = await jobBy('Senior Backend Engineer')
    const res = await apply(
      job.id,
      await application({
        first_name: 'Amara',
        last_name: 'Okafor',
        email: 'Amara.Okafor@example.com',
        phone: '+1 (347) 555-0177',
        cover_letter: 'I love queues.',
      }),
    )
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ success: true, message: expect.stringContaining('Thank you for applying') })
    const candidate = (await db().query.candidates.findFirst({
      where: eq(candidates.email, 'amara.okafor@example.com'),
    }))!
    expect(candidate).toMatchObject({
      businessId: acmeId,
      source: 'careers page',
      firstName: 'Amara',
      summary: 'I love queues.',
    })
    const applied = await db().query.applications.findMany({ where: eq(applications.candidateId, candidate.id) })
    expect(applied).toMatchObject([{ opportunityId: job.id, stage: 'new', source: 'careers page' }])
    const resume = (await db().query.documents.findFirst({ where: eq(documents.id, candidate.resumeDocumentId!) }))!
    expect(resume).toMatchObject({ kind: 'resume', contentType: 'application/pdf' })
    const { env } = await import('cloudflare:test')
    const object = await env.FILES.get(resume.key)
    expect(new TextDecoder().decode((await object!.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    const mail = await lastMailTo('amara.okafor@example.com')
    expect(mail?.subject).toBe('We received your application for Senior Backend Engineer')
    expect(mail?.html).toContain('Hi Amara Okafor,')
    expect(mail?.template).toBe('candidate.application_received')
    expect(
      await db().$count(
        notifications,
        and(eq(notifications.kind, 'candidate.applied'), eq(notifications.link, `/admin/candidates/${candidate.id}`)),
      ),
    ).toBeGreaterThan(0)
    // Staff see the application and can download the resume.
    const owner = await as.acmeOwner()
    const detail = await call(HOST.acme, 'GET', `/wildcard/candidates/${candidate.id}`, { cookie: owner })
    expect(detail.body.data.resume).toMatchObject({
      content_type: 'application/pdf',
      download_url: expect.stringContaining(resume.id),
    })
  })

  it('gives an applicant already on file a second application instead of duplicating them', async () => {
    const frontend = await jobBy('Frontend Engineer')
    const before = await db().$count(candidates, eq(candidates.businessId, acmeId))
    // Hannah applied for the backend job (shortlisted there); she now applies for the frontend one.
    const hannah = (await db().query.candidates.findFirst({
      where: eq(candidates.email, 'hannah.schmidt@example.com'),
    }))!
    const form = () =>
      application({
        first_name: 'Hannah',
        last_name: 'Schmidt',
        email: 'hannah.schmidt@example.com',
        phone: '+1 (201) 555-0126',
      })
    const res = await apply(frontend.id, await form())
    expect(res.status).toBe(201)
    expect(await db().$count(candidates, eq(candidates.businessId, acmeId))).toBe(before)
    const after = (await db().query.candidates.findFirst({ where: eq(candidates.id, hannah.id) }))!
    expect(after.resumeDocumentId).not.toBe(hannah.resumeDocumentId)
    const apps = await db().query.applications.findMany({ where: eq(applications.candidateId, hannah.id) })
    expect(apps.map((a) => [a.opportunityId === frontend.id ? 'frontend' : 'backend', a.stage]).sort()).toEqual([
      ['backend', 'shortlisted'],
      ['frontend', 'new'],
    ])
    // The same job again is refused politely, and nothing more is stored.
    const again = await apply(frontend.id, await form())
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(
      'You have already applied for Frontend Engineer. We have your application and will be in touch by e-mail.',
    )
    expect(await db().$count(applications, eq(applications.candidateId, hannah.id))).toBe(2)
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const job = await jobBy('Senior Backend Engineer')
    const before = await db().$count(candidates)
    const res = await apply(
      job.id,
      await application({
        first_name: 'Bot',
        last_name: 'McBot',
        email: 'bot@spam.example',
        phone: '+1 555 0100 000',
        website: 'http://spam.example',
      }),
    )
    expect(res.status).toBe(201)
    expect(res.body.message).toContain('Thank you for applying')
    expect(await db().$count(candidates)).toBe(before)
    expect(await lastMailTo('bot@spam.example')).toBeUndefined()
  })

  it("is 404 for a closed, draft or unknown job, and for another business's job", async () => {
    const closed = await jobBy('Technical Support Engineer')
    const draft = await jobBy('Data Analyst')
    const fields = { first_name: 'Zoe', last_name: 'Lane', email: 'zoe.lane@example.com', phone: '+1 (212) 555-0101' }
    const res = await apply(closed.id, await application(fields))
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('Job not found.')
    expect((await apply(draft.id, await application(fields))).status).toBe(404)
    expect((await apply('00000000-0000-7000-8000-000000000000', await application(fields))).status).toBe(404)
    const backend = await jobBy('Senior Backend Engineer')
    expect((await apply(backend.id, await application(fields), freshIp(), HOST.globex)).status).toBe(404)
    expect(await db().$count(candidates, eq(candidates.email, 'zoe.lane@example.com'))).toBe(0)
  })

  it('validates the fields (422) and the resume: PDF or DOCX by its bytes (415), present (422)', async () => {
    const job = await jobBy('Senior Backend Engineer')
    const empty = await apply(job.id, await application({}, null))
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'first_name', message: 'Please enter First name' },
        { field: 'email', message: 'Please enter Email' },
      ]),
    )
    const fields = { first_name: 'Kai', last_name: 'Berg', email: 'kai.berg@example.com', phone: '+1 (212) 555-0102' }
    const noFile = await apply(job.id, await application(fields, null))
    expect(noFile.status).toBe(422)
    expect(noFile.body.errors[0]).toMatchObject({ field: 'resume' })
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])])
    const wrong = await apply(job.id, await application(fields, png))
    expect(wrong.status).toBe(415)
    expect(wrong.body.errors[0]).toMatchObject({ field: 'resume' })
    const fakePdf = new Blob([new TextEncoder().encode('just text named resume.pdf')])
    expect((await apply(job.id, await application(fields, fakePdf))).status).toBe(415)
    expect(await db().$count(candidates, eq(candidates.email, 'kai.berg@example.com'))).toBe(0)
  })

  it('accepts a Word (DOCX) resume', async () => {
    const job = await jobBy('Frontend Engineer')
    const { zipSync, strToU8 } = await import('fflate')
    const docx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document/>') })
    const res = await apply(
      job.id,
      await application(
        { first_name: 'Ines', last_name: 'Duarte', email: 'ines.duarte@example.com', phone: '+1 (212) 555-0103' },
        new Blob([docx]),
      ),
    )
    expect(res.status).toBe(201)
    const c = (await db().query.candidates.findFirst({ where: eq(candidates.email, 'ines.duarte@example.com') }))!
    expect((await db().query.documents.findFirst({ where: eq(documents.id, c.resumeDocumentId!) }))?.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
  })

  it('limits applications per IP (429)', async () => {
    const job = await jobBy('Senior Backend Engineer')
    const ip = '198.18.0.99'
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await apply(
            job.id,
            await application({
              first_name: 'R',
              last_name: `L${i}`,
              email: `rate.${i}@example.com`,
              phone: `+1 (212) 555-02${10 + i}`,
            }),
            ip,
          )
        ).status,
      )
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201])
    expect(statuses[5]).toBe(429)
  })
})

describe('the apply form on the careers job page', () => {
  it('renders in the #apply section with its island script, served same-origin', async () => {
    const { SELF } = await import('cloudflare:test')
    const job = await jobBy('Senior Backend Engineer')
    const page = await SELF.fetch(`http://${HOST.acme}/jobs/${job.id}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('data-apply-form')
    expect(html).toContain(`data-api="/api/v1/wildcard/jobs/${job.id}/apply"`)
    expect(html).toMatch(/name="website"/)
    const src = html.match(/<script type="module" src="(\/_site\/apply\.[a-z0-9]+\.js)"/)?.[1]
    expect(src).toBeTruthy()
    const script = await SELF.fetch(`http://${HOST.acme}${src}`)
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toContain('javascript')
    expect(await script.text()).toContain('xhr.upload.onprogress')
  })
})
