import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib'

/** The brand green and greys of the product's documents. */
export const COLORS = {
  brand: rgb(0.08, 0.5, 0.24),
  text: rgb(0.1, 0.1, 0.12),
  muted: rgb(0.38, 0.4, 0.44),
  rule: rgb(0.85, 0.87, 0.89),
  band: rgb(0.94, 0.99, 0.96),
}

const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'])

const isWinAnsi = (ch: string) => {
  const code = ch.codePointAt(0)!
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)
}

/** Latin letters that no decomposition reduces to a base letter. */
const LATIN_BASE: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't' }

/**
 * The standard fonts speak WinAnsi only: a Latin letter they lack is written as its base letter,
 * anything else becomes '?' rather than failing the document.
 */
export function pdfSafe(text: string): string {
  return [
    ...text
      .replace(/\t/g, '  ')
      .replace(/[\u2010-\u2012]/g, '-')
      .replace(/\u2192/g, '->')
      .replace(/[\u00a0\u2007\u202f]/g, ' '),
  ]
    .map((ch) => {
      if (ch === '\n' || isWinAnsi(ch)) return ch
      // A Latin letter with a mark the fonts lack reads as its base letter (ą -> a, ş -> s, ễ -> e).
      const base = LATIN_BASE[ch] ?? ch.normalize('NFD').replace(/\p{M}+/gu, '')
      return base && [...base].every(isWinAnsi) ? base : '?'
    })
    .join('')
}

type TextOptions = { size?: number; bold?: boolean; color?: RGB; indent?: number; gap?: number; maxWidth?: number }

/**
 * A small flowing-text writer over pdf-lib: A4 pages with margins, wrapped paragraphs,
 * headings, label/value rows and simple tables; a new page whenever the next line would not fit.
 */
export class PdfWriter {
  readonly width = 595.28
  readonly height = 841.89
  readonly margin = 48
  page!: PDFPage
  y = 0
  private constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    private readonly footer: string,
  ) {}

  static async create(title: string, footer: string) {
    const doc = await PDFDocument.create()
    doc.setTitle(pdfSafe(title))
    doc.setProducer('Hirely')
    doc.setCreator('Hirely')
    doc.setCreationDate(new Date())
    const w = new PdfWriter(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
      footer,
    )
    w.addPage()
    return w
  }

  get contentWidth() {
    return this.width - this.margin * 2
  }

  addPage() {
    this.page = this.doc.addPage([this.width, this.height])
    this.y = this.height - this.margin
  }

  ensure(space: number) {
    if (this.y - space < this.margin + 24) this.addPage()
  }

  /** Split text into lines that fit `width` at `size`. */
  wrap(text: string, width: number, size: number, font = this.font): string[] {
    const lines: string[] = []
    for (const paragraph of pdfSafe(text).split('\n')) {
      let line = ''
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word
        if (font.widthOfTextAtSize(next, size) <= width) {
          line = next
          continue
        }
        if (line) lines.push(line)
        // A single word longer than the line is cut.
        let rest = word
        while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
          let cut = rest.length - 1
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--
          lines.push(rest.slice(0, cut))
          rest = rest.slice(cut)
        }
        line = rest
      }
      lines.push(line)
    }
    return lines
  }

  text(text: string, o: TextOptions = {}) {
    const size = o.size ?? 10
    const font = o.bold ? this.bold : this.font
    const indent = o.indent ?? 0
    for (const line of this.wrap(text, o.maxWidth ?? this.contentWidth - indent, size, font)) {
      this.ensure(size * 1.4)
      this.page.drawText(line, { x: this.margin + indent, y: this.y - size, size, font, color: o.color ?? COLORS.text })
      this.y -= size * 1.4
    }
    this.y -= o.gap ?? 2
  }

  heading(text: string, size = 13) {
    this.ensure(size * 3)
    this.y -= 8
    this.text(text, { size, bold: true, color: COLORS.brand, gap: 2 })
    this.rule()
  }

  rule() {
    this.page.drawLine({
      start: { x: this.margin, y: this.y },
      end: { x: this.width - this.margin, y: this.y },
      thickness: 0.6,
      color: COLORS.rule,
    })
    this.y -= 8
  }

  /** 'Label    value' rows, the label in grey. */
  fields(rows: [string, string | number | null | undefined][], labelWidth = 130) {
    for (const [label, value] of rows) {
      if (value === null || value === undefined || value === '') continue
      const lines = this.wrap(String(value), this.contentWidth - labelWidth, 10)
      this.ensure(14)
      this.page.drawText(pdfSafe(label), {
        x: this.margin,
        y: this.y - 10,
        size: 9,
        font: this.font,
        color: COLORS.muted,
      })
      for (const line of lines) {
        this.ensure(14)
        this.page.drawText(line, {
          x: this.margin + labelWidth,
          y: this.y - 10,
          size: 10,
          font: this.font,
          color: COLORS.text,
        })
        this.y -= 14
      }
    }
    this.y -= 4
  }

  /** A table with a header band; each cell is cut to one line that fits its column. */
  table(columns: { header: string; width: number }[], rows: string[][]) {
    const total = columns.reduce((s, c) => s + c.width, 0)
    const widths = columns.map((c) => (c.width / total) * this.contentWidth)
    const drawRow = (cells: string[], header: boolean) => {
      this.ensure(18)
      if (header)
        this.page.drawRectangle({
          x: this.margin,
          y: this.y - 15,
          width: this.contentWidth,
          height: 17,
          color: COLORS.band,
        })
      let x = this.margin + 3
      cells.forEach((cell, i) => {
        const font = header ? this.bold : this.font
        const lines = this.wrap(cell.replace(/\n/g, ' '), widths[i]! - 6, 8.5, font)
        const first = lines[0] ?? ''
        const fits = lines.length > 1 ? `${first.slice(0, Math.max(1, first.length - 1))}…` : first
        this.page.drawText(fits, { x, y: this.y - 11, size: 8.5, font, color: header ? COLORS.brand : COLORS.text })
        x += widths[i]!
      })
      this.y -= 17
    }
    drawRow(
      columns.map((c) => c.header),
      true,
    )
    for (const r of rows) drawRow(r, false)
    this.y -= 6
  }

  /** Page numbers and the footer line on every page, then the bytes. */
  async finish(): Promise<Uint8Array> {
    const pages = this.doc.getPages()
    pages.forEach((page, i) => {
      page.drawText(pdfSafe(this.footer), { x: this.margin, y: 24, size: 8, font: this.font, color: COLORS.muted })
      const label = `Page ${i + 1} of ${pages.length}`
      page.drawText(label, {
        x: this.width - this.margin - this.font.widthOfTextAtSize(label, 8),
        y: 24,
        size: 8,
        font: this.font,
        color: COLORS.muted,
      })
    })
    return this.doc.save()
  }
}
