/**
 * A streaming .xlsx writer: one worksheet written row by row into fflate's synchronous
 * streaming zip, so an export of any size holds only one page of rows in memory and never
 * needs a Web Worker (which workerd does not have; write-excel-file's fflate did hand files
 * of 160 KB and more to one). Strings are inline (no shared-strings table to build first),
 * numbers and dates are typed, the header row is bold and frozen.
 */
import { Zip, ZipDeflate, zipSync } from 'fflate'

export type XlsxValue = string | number | boolean | Date | null | undefined
export type XlsxColumn = { header: string; width?: number }

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships'
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

/** Style ids of styles.xml's cellXfs: 0 plain, 1 date and time, 2 bold (the header). */
const STYLE = { date: 1, bold: 2 } as const

const STATIC_PARTS: Record<string, string> = {
  '[Content_Types].xml': `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  '_rels/.rels': `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/_rels/workbook.xml.rels': `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  'xl/styles.xml': `${XML_HEAD}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
}

/**
 * Characters an XML file cannot hold (control characters other than tab, LF and CR; lone
 * surrogates; U+FFFE and U+FFFF): dropped, or the workbook would not open.
 */
const NOT_XML = /[^\P{Cc}\t\n\r]|\p{Cs}|[\uFFFE\uFFFF]/gu

export function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** 0 -> A, 25 -> Z, 26 -> AA. */
export function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

/** Excel's serial date (days since 1899-12-30, UTC). */
const serial = (d: Date) => d.getTime() / 86_400_000 + 25_569

/** One cell's XML; an empty value writes no cell. Texts are capped at Excel's 32,767 characters. */
function cell(ref: string, value: XlsxValue, style?: number): string {
  if (value === null || value === undefined || value === '') return ''
  const s = style ? ` s="${style}"` : ''
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? '' : `<c r="${ref}" s="${STYLE.date}"><v>${serial(value)}</v></c>`
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : ''
  const text = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value.slice(0, 32_767)
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`
}

function rowXml(index: number, letters: string[], values: XlsxValue[], style?: number): string {
  const r = index + 1
  return `<row r="${r}">${values.map((v, i) => cell(`${letters[i]}${r}`, v, style)).join('')}</row>`
}

/**
 * An .xlsx file of one sheet as a stream: `pages` yields the rows (already as cell values, in
 * column order) a page at a time; each page is read only when the reader wants more bytes.
 */
export function xlsxStream(
  pages: AsyncIterable<XlsxValue[][]>,
  columns: XlsxColumn[],
  sheet: string,
  level: 1 | 2 | 3 | 4 | 5 | 6 = 3,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const letters = columns.map((_, i) => columnName(i))
  const iterator = pages[Symbol.asyncIterator]()
  let zip: Zip
  let worksheet: ZipDeflate
  let rowIndex = 0
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((err, chunk, final) => {
        if (err) controller.error(err)
        else {
          if (chunk.length) controller.enqueue(chunk)
          if (final) controller.close()
        }
      })
      const name = xmlText(sheet.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1')
      const parts: Record<string, string> = {
        ...STATIC_PARTS,
        'xl/workbook.xml': `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      }
      for (const [path, xml] of Object.entries(parts)) {
        const part = new ZipDeflate(path, { level })
        zip.add(part)
        part.push(encoder.encode(xml), true)
      }
      worksheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level })
      zip.add(worksheet)
      const cols = columns
        .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 18}" customWidth="1"/>`)
        .join('')
      worksheet.push(
        encoder.encode(
          `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>${rowXml(
            rowIndex++,
            letters,
            columns.map((c) => c.header),
            STYLE.bold,
          )}`,
        ),
      )
    },
    async pull() {
      const next = await iterator.next()
      if (next.done) {
        worksheet.push(encoder.encode('</sheetData></worksheet>'), true)
        zip.end()
        return
      }
      const xml = next.value.map((values) => rowXml(rowIndex++, letters, values)).join('')
      // The stream calls pull again while its queue wants more: a page that compressed to
      // nothing yet simply leads to the next one.
      if (xml) worksheet.push(encoder.encode(xml))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}

/** One worksheet of a small workbook: a bold frozen header row and its rows of cell values. */
export type XlsxSheet = { name: string; columns: XlsxColumn[]; rows: XlsxValue[][] }

/** A sheet name Excel accepts: no \ / ? * [ ] :, at most 31 characters, unique in the workbook. */
function sheetNames(names: string[]): string[] {
  const used = new Set<string>()
  return names.map((raw, i) => {
    const base =
      raw
        .replace(/[\\/?*[\]:]/g, ' ')
        .trim()
        .slice(0, 31) || `Sheet${i + 1}`
    let name = base
    for (let k = 2; used.has(name.toLowerCase()); k++) name = `${base.slice(0, 31 - String(k).length - 1)} ${k}`
    used.add(name.toLowerCase())
    return name
  })
}

/**
 * A workbook of several small sheets, made at once (analytics: a sheet per report, each a few
 * hundred rows at most). The same parts and styles as the streaming writer, zipped in one call:
 * fflate's synchronous zip, so no Web Worker is involved (workerd has none).
 */
export function xlsxWorkbook(sheets: XlsxSheet[], level: 1 | 2 | 3 | 4 | 5 | 6 = 6): Uint8Array {
  const encoder = new TextEncoder()
  const names = sheetNames(sheets.map((s) => s.name))
  const sheetPart = (i: number) => `xl/worksheets/sheet${i + 1}.xml`
  const files: Record<string, Uint8Array> = {}
  const put = (path: string, xml: string) => {
    files[path] = encoder.encode(xml)
  }
  put(
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets
      .map(
        (_, i) =>
          `<Override PartName="/${sheetPart(i)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
      )
      .join(
        '',
      )}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  )
  for (const part of ['_rels/.rels', 'xl/styles.xml']) put(part, STATIC_PARTS[part] ?? '')
  put(
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="${PKG_REL}">${sheets
      .map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`)
      .join('')}<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  )
  put(
    'xl/workbook.xml',
    `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${names
      .map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
      .join('')}</sheets></workbook>`,
  )
  sheets.forEach((sheet, i) => {
    const letters = sheet.columns.map((_, c) => columnName(c))
    const cols = sheet.columns
      .map((c, k) => `<col min="${k + 1}" max="${k + 1}" width="${c.width ?? 18}" customWidth="1"/>`)
      .join('')
    const body = [
      rowXml(
        0,
        letters,
        sheet.columns.map((c) => c.header),
        STYLE.bold,
      ),
      ...sheet.rows.map((values, r) => rowXml(r + 1, letters, values)),
    ].join('')
    put(
      sheetPart(i),
      `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>${body}</sheetData></worksheet>`,
    )
  })
  return zipSync(files, { level })
}
