import { SELF } from 'cloudflare:test'
import { and, count, countDistinct, eq, sql } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { extractText, getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  applications,
  auditLogs,
  businesses,
  CANDIDATE_STATES,
  candidates,
  opportunities,
} from '../../../worker/db/schema'
import { insertChunks } from '../../../worker/db/seed/batch'
import { xmlText } from '../../../worker/lib/xlsx'
import { candidateStateLabel } from '../../../worker/resources/candidates/candidates.schema'
import { parseCsv } from '../../setup/csv'
import { as, db, HOST, seed } from '../../setup/http'

/** More than the old 5,000-row cap's scale would allow to spot by eye: 3,000 extra candidates in Acme. */
const EXTRA = 3000
/** A name that needs CSV quoting and XML escaping. */
const TRICKY = { firstName: 'Zoë "Zed", <&>', lastName: "O'Neil\nJr" }

let owner: string
let acmeId: string

const get = async (path: string) => SELF.fetch(`http://${HOST.acme}/api/v1${path}`, { headers: { cookie: owner } })

/** Acme's candidates, or those with an application at `stage`. */
const acmeCount = async (stage?: (typeof CANDIDATE_STATES)[number]) => {
  if (!stage) {
    const [row] = await db().select({ n: count() }).from(candidates).where(eq(candidates.businessId, acmeId))
    return row!.n
  }
  const [row] = await db()
    .select({ n: countDistinct(applications.candidateId) })
    .from(applications)
    .where(and(eq(applications.businessId, acmeId), eq(applications.stage, stage)))
  return row!.n
}

/** Acme's applications at `stage`. */
const acmeApplications = async (stage: (typeof CANDIDATE_STATES)[number]) => {
  const [row] = await db()
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.businessId, acmeId), eq(applications.stage, stage)))
  return row!.n
}

beforeAll(async () => {
  await seed()
  owner = await as.acmeOwner()
  acmeId = (await db().query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!.id
  const job = (await db().query.opportunities.findFirst({ where: eq(opportunities.businessId, acmeId) }))!
  const start = Date.UTC(2025, 0, 1)
  const people = Array.from({ length: EXTRA }, (_, i) => ({
    id: crypto.randomUUID(),
    businessId: acmeId,
    firstName: i === 0 ? TRICKY.firstName : `Bulk${i}`,
    lastName: i === 0 ? TRICKY.lastName : 'Export',
    email: `bulk${i}@export.example`,
    skills: i % 3 === 0 ? ['Python', 'SQL'] : ['Go'],
    experienceYears: i % 20,
    // Many share a creation time: the pages must neither skip nor repeat rows with equal sort keys.
    createdAt: new Date(start + Math.floor(i / 7) * 60_000),
  }))
  // One application each at a stage that cycles, except every tenth person (no application yet).
  const apps = people
    .filter((_, i) => i % 10 !== 9)
    .map((p, i) => ({
      businessId: acmeId,
      candidateId: p.id,
      opportunityId: job.id,
      stage: CANDIDATE_STATES[i % CANDIDATE_STATES.length]!,
      appliedAt: p.createdAt,
      stageChangedAt: p.createdAt,
    }))
  await db().batch([...insertChunks(db(), candidates, people), ...insertChunks(db(), applications, apps)] as never)
})

describe('exports and reports of a large business', () => {
  it('streams every candidate as CSV, each once, newest first', async () => {
    const res = await get('/wildcard/candidates/export/details?format=csv')
    expect(res.status).toBe(200)
    const total = await acmeCount()
    expect(total).toBeGreaterThan(EXTRA)
    expect(res.headers.get('x-export-rows')).toBe(String(total))
    const [header, ...rows] = parseCsv(new TextDecoder().decode(await res.arrayBuffer()))
    expect(header![0]).toBe('Name')
    expect(rows).toHaveLength(total)
    const emails = rows.map((r) => r[1])
    expect(new Set(emails).size).toBe(total)
    expect(rows.find((r) => r[1] === 'bulk0@export.example')![0]).toBe(`${TRICKY.firstName} ${TRICKY.lastName}`)
    const added = rows.map((r) => r[17]!)
    expect([...added].sort().reverse()).toEqual(added)
    const logged = await db().query.auditLogs.findFirst({ where: eq(auditLogs.action, 'candidates.exported') })
    expect(logged).toMatchObject({ businessId: acmeId, details: { format: 'csv', rows: total } })
  })

  it('streams a filtered XLSX sorted by name that re-opens with exactly the filtered rows', async () => {
    const res = await get('/wildcard/candidates/export/details?format=xlsx&status=screening&sort=name&order=asc')
    expect(res.status).toBe(200)
    const expected = await acmeCount('screening')
    expect(expected).toBeGreaterThan(300)
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!)
    const rows = [...sheet.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)]
    expect(rows).toHaveLength(expected + 1)
    expect(rows.map((r) => Number(r[1]))).toEqual(rows.map((_, i) => i + 1))
    const names = rows
      .slice(1)
      .map((r) => /<c r="A\d+" t="inlineStr"><is><t xml:space="preserve">([^<]*)</.exec(r[2]!)![1]!)
    const bulk = names.filter((n) => n.startsWith('Bulk'))
    expect(bulk.length).toBeGreaterThan(300)
    expect(bulk).toEqual([...bulk].sort())
    const states = rows
      .slice(1)
      .map((r) => /<c r="D\d+" t="inlineStr"><is><t xml:space="preserve">([^<]*)</.exec(r[2]!)![1])
    expect(new Set(states)).toEqual(new Set(['Screening']))
    // Experience is a number and "Added" a date serial with the date style.
    expect(sheet).toMatch(/<c r="G\d+"><v>\d+<\/v><\/c>/)
    expect(sheet).toMatch(/<c r="R\d+" s="1"><v>\d+\.?\d*<\/v><\/c>/)
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="Candidates"')
  })

  it('escapes text for XML in XLSX', async () => {
    const res = await get('/wildcard/candidates/export/details?format=xlsx&search=bulk0%40export')
    const sheet = strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))['xl/worksheets/sheet1.xml']!)
    expect(sheet).toContain(`Zoë &quot;Zed&quot;, &lt;&amp;&gt; O'Neil\nJr`)
    // Characters XML cannot hold are dropped rather than breaking the workbook.
    expect(xmlText('a\u0000b\u001fc\ud800d\t😀')).toBe('abcd\t😀')
  })

  it("totals the PDF report's states from the database and says when the list stops short", async () => {
    const res = await get('/wildcard/candidates/generate/reports?format=pdf')
    expect(res.status).toBe(200)
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()))
    const { text } = await extractText(pdf, { mergePages: true })
    const flat = text.replace(/\s+/g, ' ')
    const total = await acmeCount()
    expect(flat).toContain(`${total.toLocaleString('en-US')} candidates`)
    for (const state of CANDIDATE_STATES) {
      const n = await acmeApplications(state)
      expect(n).toBeGreaterThan(300)
      expect(flat).toContain(`${candidateStateLabel(state)} ${n.toLocaleString('en-US')}`)
    }
    const [none] = await db()
      .select({ n: count() })
      .from(candidates)
      .where(
        and(
          eq(candidates.businessId, acmeId),
          sql`not exists (select 1 from applications a where a.candidate_id = ${candidates.id})`,
        ),
      )
    expect(none!.n).toBeGreaterThanOrEqual(300)
    expect(flat).toContain(`No application ${none!.n.toLocaleString('en-US')}`)
    expect(flat).toContain(`The first 1,000 of ${total.toLocaleString('en-US')} in the list's order.`)
  })
})
