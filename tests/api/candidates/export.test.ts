import { SELF } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLogs, candidates, documents } from '../../../worker/db/schema'
import { parseCsv } from '../../setup/csv'
import { as, db, HOST, seed } from '../../setup/http'

let owner: string
let recruiter: string
let globex: string

const get = (host: string, path: string, cookie?: string) =>
  SELF.fetch(`http://${host}/api/v1${path}`, { headers: cookie ? { cookie } : {} })

beforeAll(async () => {
  await seed()
  ;[owner, recruiter, globex] = await Promise.all([as.acmeOwner(), as.acmeRecruiter(), as.globexOwner()])
})

describe('GET /wildcard/candidates/export/details', () => {
  it('exports the filtered list as CSV that parses back, and records who exported it', async () => {
    const res = await get(
      HOST.acme,
      '/wildcard/candidates/export/details?format=csv&status=hired&sort=name&order=asc',
      owner,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="acme-candidates-\d{8}-\d{4}\.csv"/)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // the UTF-8 byte-order mark Excel needs
    const text = new TextDecoder().decode(bytes) // (the decoder drops the mark)
    const [header, ...rows] = parseCsv(text).filter((r) => r.some(Boolean))
    expect(header!.slice(0, 5)).toEqual(['Name', 'Email', 'Phone', 'Status', 'Job'])
    expect(rows.map((r) => r[0])).toEqual(['Lena Fischer', 'Omar Haddad'])
    expect(rows[0]![2]).toBe('+1 (512) 555-0132')
    expect(rows[0]![3]).toBe('Hired')
    expect(rows[0]![11]).toBe('React, TypeScript, Accessibility, Testing Library')
    expect(res.headers.get('x-export-rows')).toBe('2')
    // Not kept as a file (personal data at rest for no one's use): the audit log says who exported what.
    const logged = await db().query.auditLogs.findFirst({ where: eq(auditLogs.action, 'candidates.exported') })
    expect(logged).toMatchObject({
      actorKind: 'employee',
      details: { format: 'csv', rows: 2, filters: { status: 'hired' } },
    })
    expect(await db().query.documents.findFirst({ where: and(eq(documents.kind, 'export')) })).toBeUndefined()
  })

  it('exports XLSX that re-opens: a zip with a sheet holding the candidates', async () => {
    const res = await get(HOST.acme, '/wildcard/candidates/export/details?format=xlsx&search=Schmidt', owner)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
    const files = unzipSync(bytes)
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']),
    )
    const sheetAndStrings =
      strFromU8(files['xl/worksheets/sheet1.xml']!) +
      (files['xl/sharedStrings.xml'] ? strFromU8(files['xl/sharedStrings.xml']) : '')
    expect(sheetAndStrings).toContain('Hannah Schmidt')
    expect(sheetAndStrings).not.toContain('Noah Kim')
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="Candidates"')
  })

  it('is refused to the recruiter (403), validated (422) and keeps Globex to its own candidates', async () => {
    const denied = await get(HOST.acme, '/wildcard/candidates/export/details?format=csv', recruiter)
    expect(denied.status).toBe(403)
    expect(((await denied.json()) as { message: string }).message).toBe(
      'You do not have permission to export candidates.',
    )
    expect((await get(HOST.acme, '/wildcard/candidates/export/details?format=pdf', owner)).status).toBe(422)
    // Without a format the export is a workbook (issue 21), as the seed's clients expect.
    const noFormat = await get(HOST.acme, '/wildcard/candidates/export/details', owner)
    expect(noFormat.status).toBe(200)
    expect(noFormat.headers.get('content-type')).toContain('spreadsheetml')
    expect(noFormat.headers.get('content-disposition')).toMatch(/\.xlsx/)
    const zip = new Uint8Array(await noFormat.arrayBuffer())
    expect([zip[0], zip[1]]).toEqual([0x50, 0x4b]) // PK: a zip, as every .xlsx is
    expect((await get(HOST.acme, '/wildcard/candidates/export/details')).status).toBe(401)
    const other = new TextDecoder().decode(
      await (await get(HOST.globex, '/wildcard/candidates/export/details?format=csv', globex)).arrayBuffer(),
    )
    expect(other).not.toContain('Noah Kim')
  })
})

describe('GET /wildcard/candidates/generate/reports', () => {
  it("answers one candidate's profile report as a PDF that opens", async () => {
    const casey = (await db().query.candidates.findFirst({ where: eq(candidates.email, 'candidate@acme.example') }))!
    const res = await get(
      HOST.acme,
      `/wildcard/candidates/generate/reports?format=pdf&candidate_id=${casey.id}`,
      recruiter,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toContain('candidate-casey-morgan.pdf')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getTitle()).toBe('Candidate report: Casey Morgan')
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1)
  })

  it('answers a summary of the filtered list (an export: the owner, not the recruiter)', async () => {
    const res = await get(HOST.acme, '/wildcard/candidates/generate/reports?format=pdf&status=interviewing', owner)
    expect(res.status).toBe(200)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF')
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Candidates report')
    expect((await get(HOST.acme, '/wildcard/candidates/generate/reports?format=pdf', recruiter)).status).toBe(403)
  })

  it("is 404 for another business's candidate and 422 for a malformed id", async () => {
    const casey = (await db().query.candidates.findFirst({ where: eq(candidates.email, 'candidate@acme.example') }))!
    expect(
      (await get(HOST.globex, `/wildcard/candidates/generate/reports?format=pdf&candidate_id=${casey.id}`, globex))
        .status,
    ).toBe(404)
    expect(
      (await get(HOST.acme, '/wildcard/candidates/generate/reports?format=pdf&candidate_id=nope', owner)).status,
    ).toBe(422)
  })
})
