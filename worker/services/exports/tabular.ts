import writeXlsxFile from 'write-excel-file/universal'

/** One column of an export: a header and how to read the value from a row. */
export type ExportColumn<T> = { header: string; value: (row: T) => string | number | boolean | Date | null | undefined; width?: number }

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const CSV_TYPE = 'text/csv; charset=utf-8'

const PHONE_LIKE = /^\+?[\d\s().-]+$/

/**
 * A cell of CSV: quoted when it must be (RFC 4180). A text starting with = + - @ (which a
 * spreadsheet would run as a formula) gets a leading apostrophe, except a phone number.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : String(value)
  if (/^[=+\-@\t\r]/.test(text) && !PHONE_LIKE.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** CSV with a UTF-8 byte-order mark (so Excel reads accents right) and CRLF line ends. */
export function toCsv<T>(rows: T[], columns: ExportColumn<T>[]): Uint8Array {
  const lines = [columns.map((c) => csvCell(c.header)).join(','), ...rows.map((r) => columns.map((c) => csvCell(c.value(r))).join(','))]
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`)
}

/** An .xlsx workbook of one sheet: a bold header row, frozen, and typed cells (numbers, dates). */
export async function toXlsx<T>(rows: T[], columns: ExportColumn<T>[], sheet: string): Promise<Uint8Array> {
  const header = columns.map((c) => ({ value: c.header, fontWeight: 'bold' as const }))
  const body = rows.map((r) =>
    columns.map((c) => {
      const v = c.value(r)
      if (v === null || v === undefined || v === '') return null
      if (v instanceof Date) return { value: v, type: Date, format: 'yyyy-mm-dd hh:mm' }
      if (typeof v === 'number') return { value: v, type: Number }
      if (typeof v === 'boolean') return { value: v ? 'Yes' : 'No', type: String }
      return { value: v, type: String }
    }),
  )
  const blob = await writeXlsxFile([header, ...body], { sheet, stickyRowsCount: 1, columns: columns.map((c) => ({ width: c.width ?? 18 })) }).toBlob()
  return new Uint8Array(await blob.arrayBuffer())
}
