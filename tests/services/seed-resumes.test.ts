/** The demo resumes: files in R2, read by the real extractor, loaded once. */
import { env } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import { businesses, candidates, documents, resumes } from '../../worker/db/schema'
import { seedDemoResumes } from '../../worker/db/seed/acme-resumes'
import { seedDemo } from '../../worker/db/seed/demo'
import { as, call, HOST } from '../setup/http'

const db = createDb(env.DB)

describe('the demo resumes', () => {
  let acmeId: string
  let first: { created: boolean }
  beforeAll(async () => {
    await seedDemo(db)
    acmeId = (await db.query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!.id
    first = await seedDemoResumes(db, env.FILES)
    // Four files are made and read by the extractor: slower than a hook's default on a busy machine.
  }, 120_000)

  it('gives two candidates a resume on file, stored in R2', async () => {
    expect(first).toEqual({ created: true })
    for (const [email, type] of [
      ['aisha.mohammed@example.com', 'application/pdf'],
      ['noah.kim@example.net', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      const c = await db.query.candidates.findFirst({
        where: and(eq(candidates.businessId, acmeId), eq(candidates.email, email)),
      })
      const doc = await db.query.documents.findFirst({ where: eq(documents.id, c!.resumeDocumentId!) })
      expect(doc?.contentType).toBe(type)
      expect(await env.FILES.head(doc!.key)).not.toBeNull()
    }
  })

  it('leaves an upload of four on the extraction screen: three read (one already on file), a scan failed', async () => {
    const owner = await as.acmeOwner()
    const list = await call(HOST.acme, 'GET', '/wildcard/resumes', { cookie: owner })
    expect(list.body.data.status_counts).toEqual({ extracted: 3, failed: 1 })
    const byFile = Object.fromEntries(list.body.data.rows.map((r: { file_name: string }) => [r.file_name, r]))
    expect(byFile['Maya Fernandes - CV.pdf'].person).toMatchObject({
      name: 'Maya Fernandes',
      email: 'maya.fernandes@example.com',
    })
    expect(byFile['jonas_weber_resume.docx'].person).toMatchObject({ name: 'Jonas Weber' })
    expect(byFile['aisha-mohammed-2026.txt'].duplicate).toMatchObject({ existing: { name: 'Aisha Mohammed' } })
    expect(byFile['scan_0042.pdf']).toMatchObject({ status: 'failed' })
    expect(byFile['scan_0042.pdf'].error).toMatch(/^No text could be read/)
  })

  it('reads a Word resume on file as text for the candidate page', async () => {
    const owner = await as.acmeOwner()
    const noah = await db.query.candidates.findFirst({
      where: and(eq(candidates.businessId, acmeId), eq(candidates.email, 'noah.kim@example.net')),
    })
    const res = await call(HOST.acme, 'GET', `/wildcard/candidates/${noah!.id}/resume/text`, { cookie: owner })
    expect(res.status).toBe(200)
    expect(res.body.data.text).toContain('Noah Kim')
    expect(res.body.data.content_type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
  })

  it('loads once', async () => {
    const before = await db.select().from(resumes).where(eq(resumes.businessId, acmeId))
    expect(await seedDemoResumes(db, env.FILES)).toEqual({ created: false })
    expect(await db.select().from(resumes).where(eq(resumes.businessId, acmeId))).toHaveLength(before.length)
  })
})
