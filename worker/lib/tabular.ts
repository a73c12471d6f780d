import { type XlsxValue, xlsxStream } from './xlsx'

/** One column of an export: a header and how to read the value from a row. */
export type ExportColumn<T> = {
  header: string
  value: (row: T) => string | number | boolean | Date | null | undefined
  width?: number
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const CSV_TYPE = 'text/csv; charset=utf-8'

/** A phone or plain number (digits, spaces, ( ) . -, one leading + or -): a spreadsheet reads it as data. */
const NUMBER_LIKE = /^[+-]?[\d\s().-]+$/
/** What a spreadsheet runs as a formula when a field starts with it. */
const FORMULA_START = /^[=+\-@\t\r]/
/**
 * Inside a cell, where a field begins when the file is read with ";" as the separator (Excel
 * does in locales whose decimal mark is a comma, most of Europe): after a ";" or a line break.
 * Quotes do not help there: our quoted cell rarely starts that reader's field.
 */
const INNER_FORMULA_START = /([;\r\n])(?=[=+\-@\t\r])/g
/** A separator of either convention, a quote or a line break: the cell must be quoted. */
const NEEDS_QUOTES = /[",;\r\n]/

/**
 * A cell of CSV (RFC 4180 quoting) that no spreadsheet runs as a formula, read with "," or
 * with ";". A text starting with = + - @, a tab or a carriage return gets a leading apostrophe
 * (a phone or plain number is left as it is, except in a row's first cell, which a ";" reader
 * runs on into the next cells); so does every such start after a ";" or a line break inside
 * the text. A cell holding a separator, a quote or a line break is quoted.
 */
export function csvCell(value: unknown, rowStart = false): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : String(value)
  if (FORMULA_START.test(text) && (rowStart || !NUMBER_LIKE.test(text))) text = `'${text}`
  text = text.replace(INNER_FORMULA_START, "$1'")
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** CSV with a UTF-8 byte-order mark (so Excel reads accents right) and CRLF line ends. */
export function toCsv<T>(rows: T[], columns: ExportColumn<T>[]): Uint8Array {
  const line = (cells: unknown[]) => cells.map((cell, i) => csvCell(cell, i === 0)).join(',')
  const lines = [line(columns.map((c) => c.header)), ...rows.map((r) => line(columns.map((c) => c.value(r))))]
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`)
}

/** Pages of rows, read one at a time (a database cursor of sorts): what the streaming writers consume. */
export type RowPages<T> = AsyncIterable<T[]>

/** The same as toCsv, as a stream that reads one page of rows whenever the reader wants more bytes. */
export function csvStream<T>(pages: RowPages<T>, columns: ExportColumn<T>[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const line = (cells: unknown[]) => `${cells.map((cell, i) => csvCell(cell, i === 0)).join(',')}\r\n`
  const iterator = pages[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${line(columns.map((c) => c.header))}`))
    },
    async pull(controller) {
      const next = await iterator.next()
      if (next.done) return controller.close()
      if (next.value.length)
        controller.enqueue(encoder.encode(next.value.map((r) => line(columns.map((c) => c.value(r)))).join('')))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}

async function* cellPages<T>(pages: RowPages<T>, columns: ExportColumn<T>[]): AsyncGenerator<XlsxValue[][]> {
  for await (const rows of pages) yield rows.map((r) => columns.map((c) => c.value(r)))
}

/** An .xlsx workbook of one sheet, streamed: a bold frozen header row and typed cells (numbers, dates). */
export function xlsxFile<T>(pages: RowPages<T>, columns: ExportColumn<T>[], sheet: string): ReadableStream<Uint8Array> {
  return xlsxStream(cellPages(pages, columns), columns, sheet)
}

/** 'acme-jobs-20261125-1430.csv': the business, the list and when (UTC, to the minute). */
export function exportFileName(slug: string, list: string, format: 'csv' | 'xlsx', now = new Date()) {
  const stamp = now
    .toISOString()
    .slice(0, 16)
    .replace(/[-:T]/g, '')
    .replace(/^(\d{8})/, '$1-')
  return `${slug}-${list}-${stamp}.${format}`
}

/** The export of `pages` in `format`, as a stream and its content type. */
export function exportStream<T>(format: 'csv' | 'xlsx', pages: RowPages<T>, columns: ExportColumn<T>[], sheet: string) {
  return format === 'csv'
    ? { stream: csvStream(pages, columns), contentType: CSV_TYPE }
    : { stream: xlsxFile(pages, columns, sheet), contentType: XLSX_TYPE }
}
