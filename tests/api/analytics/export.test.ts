/**
 * GET export-stats-excel: one workbook with a sheet per report for the same filters, read back
 * (the zip's parts, the sheets' names and cells) and checked against the fixture's figures.
 */
import { SELF } from 'cloudflare:test'
import { strFromU8, unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { ANALYTICS_REPORTS } from '../../../worker/resources/analytics/analytics.schema'
import { as, HOST, seed } from '../../setup/http'
import { staffWith } from '../opportunities/helpers'
import { buildFixture, type Fixture } from './fixture'

let fx: Fixture
let owner: string
const MARCH = 'start_date=2021-03-01&end_date=2021-03-31'

beforeAll(async () => {
  await seed()
  fx = await buildFixture()
  owner = await as.acmeOwner()
})

async function download(query: string, cookie: string) {
  return SELF.fetch(`http://${HOST.acme}/api/v1/wildcard/analytics/export-stats-excel?${query}`, {
    headers: { cookie, 'cf-connecting-ip': '203.0.113.10' },
  })
}

/** A workbook read back: each sheet's name and its rows of cell texts (A1 … by row). */
function readWorkbook(bytes: Uint8Array) {
  const files = unzipSync(bytes)
  const text = (path: string) => strFromU8(files[path]!)
  const names = [...text('xl/workbook.xml').matchAll(/<sheet name="([^"]+)" sheetId="\d+" r:id="rId(\d+)"\/>/g)].map(
    (m) => ({ name: m[1]!.replace(/&amp;/g, '&'), rid: m[2]! }),
  )
  const rels = text('xl/_rels/workbook.xml.rels')
  const sheets = new Map<string, string[][]>()
  for (const { name, rid } of names) {
    const target = rels.match(new RegExp(`Id="rId${rid}" Type="[^"]+" Target="([^"]+)"`))![1]!
    const xml = text(`xl/${target}`)
    const rows = [...xml.matchAll(/<row r="\d+">(.*?)<\/row>/g)].map((row) =>
      [...row[1]!.matchAll(/<c r="([A-Z]+)\d+"[^>]*>(?:<v>([^<]*)<\/v>|<is><t[^>]*>([^<]*)<\/t><\/is>)<\/c>/g)].map(
        (c) => c[2] ?? c[3] ?? '',
      ),
    )
    sheets.set(name, rows)
  }
  return { names: names.map((n) => n.name), sheets, files }
}

describe('export-stats-excel', () => {
  it('is one workbook with an About sheet and a sheet per report, with the report figures', async () => {
    const res = await download(`${MARCH}&department_id=${fx.D}`, owner)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(res.headers.get('content-disposition')).toContain('hiring-analytics-acme-2021-03-01-to-2021-03-31.xlsx')
    const book = readWorkbook(new Uint8Array(await res.arrayBuffer()))
    expect(book.names).toEqual(['About', ...ANALYTICS_REPORTS.map((r) => r.sheet)])
    expect(book.files['[Content_Types].xml']).toBeDefined()

    const about = book.sheets.get('About')!
    expect(about).toContainEqual(['Department', 'Analytics QA'])
    expect(about).toContainEqual(['Time zone', 'America/New_York'])

    // The department's applications: A1 and A2, both hired.
    const conversion = book.sheets.get('Conversion')!
    expect(conversion[0]).toEqual([
      'Stage',
      'Applications that reached it',
      'Pass-through from the stage before',
      'Share of applications',
    ])
    expect(conversion.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ['New', '2'],
      ['Screening', '2'],
      ['Shortlisted', '2'],
      ['Interviewing', '2'],
      ['Offered', '2'],
      ['Hired', '2'],
    ])
    // Time to hire, A1 10 days and A2 20: mean and median 15, p75 17.5.
    expect(book.sheets.get('Time to hire')!.at(-1)).toEqual(['All sources', '2', '15', '15', '17.5'])
    expect(
      book.sheets
        .get('Time to fill')!
        .slice(1)
        .map((r) => [r[0], r.at(-2), r.at(-1)]),
    ).toEqual([['QA Analyst', '3', '8']])
    expect(
      book.sheets
        .get('Registered candidates')!
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['Fixture C1 Analytics'])
  })

  it('leaves out the people sheet for a role without candidates.view, and needs analytics.export', async () => {
    const viewer = await staffWith(['analytics.view', 'analytics.export'], 'exporter')
    const res = await download(MARCH, viewer)
    expect(res.status).toBe(200)
    const book = readWorkbook(new Uint8Array(await res.arrayBuffer()))
    expect(book.names).not.toContain('Registered candidates')
    expect(book.names).toHaveLength(ANALYTICS_REPORTS.length)

    const onlyView = await staffWith(['analytics.view'], 'viewer')
    expect((await download(MARCH, onlyView)).status).toBe(403)
  })

  it('answers an empty workbook for an empty range, and the envelope for bad input', async () => {
    const res = await download('start_date=2019-01-01&end_date=2019-01-31', owner)
    expect(res.status).toBe(200)
    const book = readWorkbook(new Uint8Array(await res.arrayBuffer()))
    expect(book.sheets.get('Recruiters')).toHaveLength(1)
    const bad = await download('start_date=2021-03-10&end_date=2021-03-01', owner)
    expect(bad.status).toBe(422)
    expect(((await bad.json()) as { success: boolean }).success).toBe(false)
  })
})
