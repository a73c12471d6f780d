/**
 * The offer letter as a PDF (pdf-lib): the business's letterhead, the letter's blocks, and a
 * signature box where the template put `{{signature}}` (or at the end). The box's place is
 * returned so the signed letter can be signed in it (signed.pdf.ts).
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import type { SignaturePlacement } from '../../../db/schema/offers'
import { COLORS, pdfSafe } from '../../../lib/pdf-report'
import { fontOf, type LetterFonts, letterFonts, PAGE } from './fonts'
import { type Block, letterBlocks, type Run } from './letter-blocks'

export type LetterInput = {
  offerId: string
  company: string
  title: string
  /** The letter's HTML, the signature placeholder already turned into SIGNATURE_TAG. */
  body: string
  /** "November 25, 2026": the day it is sent (or today, for a preview). */
  dateLine: string
  candidateName: string
  /** Creation time written into the file's metadata. */
  at: Date
  /** A preview carries a mark saying it is not the offer. */
  preview?: boolean
}

type Piece = { text: string; font: PDFFont; width: number }
type Line = { pieces: Piece[]; width: number }

/** Runs broken into lines no wider than `width`; a word longer than a line is cut. */
export function layoutRuns(runs: Run[], width: number, size: number, fonts: LetterFonts): Line[] {
  const lines: Line[] = []
  let line: Line = { pieces: [], width: 0 }
  const push = () => {
    while (line.pieces.length && !line.pieces.at(-1)!.text.trim()) line.width -= line.pieces.pop()!.width
    lines.push(line)
    line = { pieces: [], width: 0 }
  }
  for (const run of runs) {
    const font = fontOf(fonts, run)
    if (run.text === '\n') {
      push()
      continue
    }
    for (const token of pdfSafe(run.text).split(/(\s+)/)) {
      if (!token) continue
      const space = /^\s+$/.test(token)
      const text = space ? ' ' : token
      let w = font.widthOfTextAtSize(text, size)
      if (space && !line.pieces.length) continue
      if (!space && line.width + w > width && line.pieces.length) push()
      let rest = text
      while (!space && w > width && rest.length > 1) {
        let cut = rest.length - 1
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--
        line.pieces.push({ text: rest.slice(0, cut), font, width: font.widthOfTextAtSize(rest.slice(0, cut), size) })
        push()
        rest = rest.slice(cut)
        w = font.widthOfTextAtSize(rest, size)
      }
      line.pieces.push({ text: rest, font, width: w })
      line.width += w
    }
  }
  if (line.pieces.length || !lines.length) push()
  return lines
}

const STYLE = {
  body: { size: 10.5, gap: 8, indent: 0 },
  quote: { size: 10.5, gap: 8, indent: 18 },
  h1: { size: 15, gap: 8, indent: 0 },
  h2: { size: 13, gap: 6, indent: 0 },
  h3: { size: 11.5, gap: 5, indent: 0 },
} as const

export const SIGNATURE_BOX = { width: 280, height: 78 }

class LetterWriter {
  page!: PDFPage
  y = 0
  placement: SignaturePlacement | null = null
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: LetterFonts,
  ) {}

  get width() {
    return PAGE.width - PAGE.margin * 2
  }

  addPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - PAGE.margin
  }

  ensure(space: number) {
    if (this.y - space < PAGE.margin + 28) this.addPage()
  }

  lines(lines: Line[], size: number, x: number) {
    const lead = size * 1.45
    for (const line of lines) {
      this.ensure(lead)
      let at = x
      for (const p of line.pieces) {
        this.page.drawText(p.text, { x: at, y: this.y - size, size, font: p.font, color: COLORS.text })
        at += p.width
      }
      this.y -= lead
    }
  }

  block(block: Block, candidateName: string, previous: Block | undefined) {
    // A list ends with a little space before what follows it.
    if (previous?.kind === 'item' && block.kind !== 'item') this.y -= 5
    if (block.kind === 'rule') {
      this.ensure(12)
      this.page.drawLine({
        start: { x: PAGE.margin, y: this.y - 4 },
        end: { x: PAGE.width - PAGE.margin, y: this.y - 4 },
        thickness: 0.6,
        color: COLORS.rule,
      })
      this.y -= 12
      return
    }
    if (block.kind === 'signature') return this.signatureBox(candidateName)
    if (block.kind === 'item') {
      const size = STYLE.body.size
      const indent = 14 + block.depth * 14
      const lines = layoutRuns(block.runs, this.width - indent - 4, size, this.fonts)
      this.ensure(size * 1.45)
      this.page.drawText(pdfSafe(block.marker), {
        x: PAGE.margin + indent - 11,
        y: this.y - size,
        size,
        font: this.fonts.regular,
        color: COLORS.text,
      })
      this.lines(lines, size, PAGE.margin + indent)
      this.y -= 3
      return
    }
    const style = STYLE[block.style]
    this.lines(
      layoutRuns(block.runs, this.width - style.indent, style.size, this.fonts),
      style.size,
      PAGE.margin + style.indent,
    )
    this.y -= style.gap
  }

  /** The box the candidate signs in: an empty line with their name under it (signing writes above the line). */
  signatureBox(candidateName: string) {
    if (this.placement) return
    const { width, height } = SIGNATURE_BOX
    this.ensure(height + 10)
    const x = PAGE.margin
    const y = this.y - height
    this.page.drawRectangle({ x, y, width, height, borderColor: COLORS.rule, borderWidth: 0.8 })
    this.page.drawLine({
      start: { x: x + 12, y: y + 26 },
      end: { x: x + width - 12, y: y + 26 },
      thickness: 0.6,
      color: COLORS.muted,
    })
    this.page.drawText(pdfSafe(candidateName), {
      x: x + 12,
      y: y + 13,
      size: 9,
      font: this.fonts.bold,
      color: COLORS.text,
    })
    this.page.drawText('Signature', {
      x: x + width - 12 - this.fonts.regular.widthOfTextAtSize('Signature', 7),
      y: y + 14,
      size: 7,
      font: this.fonts.regular,
      color: COLORS.muted,
    })
    this.placement = { page: this.doc.getPageCount() - 1, x, y, width, height }
    this.y = y - 12
  }
}

/** Letterhead, title, the letter and its signature box; page numbers and the offer's reference on every page. */
export async function renderLetterPdf(
  input: LetterInput,
): Promise<{ bytes: Uint8Array; placement: SignaturePlacement }> {
  const doc = await PDFDocument.create()
  doc.setTitle(pdfSafe(input.title))
  doc.setAuthor(pdfSafe(input.company))
  doc.setSubject(`Offer letter ${input.offerId}`)
  doc.setCreator('Hirely')
  doc.setProducer('Hirely')
  doc.setCreationDate(input.at)
  doc.setModificationDate(input.at)
  const fonts = await letterFonts(doc)
  const w = new LetterWriter(doc, fonts)
  w.addPage()

  w.page.drawText(pdfSafe(input.company), {
    x: PAGE.margin,
    y: w.y - 18,
    size: 18,
    font: fonts.bold,
    color: COLORS.brand,
  })
  const date = pdfSafe(input.dateLine)
  w.page.drawText(date, {
    x: PAGE.width - PAGE.margin - fonts.regular.widthOfTextAtSize(date, 10),
    y: w.y - 16,
    size: 10,
    font: fonts.regular,
    color: COLORS.muted,
  })
  w.y -= 30
  w.page.drawLine({
    start: { x: PAGE.margin, y: w.y },
    end: { x: PAGE.width - PAGE.margin, y: w.y },
    thickness: 1,
    color: COLORS.brand,
  })
  w.y -= 22
  w.lines(layoutRuns([{ text: input.title, bold: true, italic: false }], w.width, 15, fonts), 15, PAGE.margin)
  w.y -= 8

  const blocks = letterBlocks(input.body)
  for (const [i, block] of blocks.entries()) w.block(block, input.candidateName, blocks[i - 1])
  // A template without {{signature}} is signed at the end.
  if (!w.placement) w.signatureBox(input.candidateName)

  const pages = doc.getPages()
  const ref = `Offer letter ${input.offerId.slice(0, 8).toUpperCase()}`
  pages.forEach((page, i) => {
    const left = pdfSafe(`${input.company} · ${ref}`)
    page.drawText(left, { x: PAGE.margin, y: 28, size: 8, font: fonts.regular, color: COLORS.muted })
    const label = `Page ${i + 1} of ${pages.length}`
    page.drawText(label, {
      x: PAGE.width - PAGE.margin - fonts.regular.widthOfTextAtSize(label, 8),
      y: 28,
      size: 8,
      font: fonts.regular,
      color: COLORS.muted,
    })
    if (input.preview)
      page.drawText('PREVIEW - NOT SENT', {
        x: PAGE.margin,
        y: PAGE.height - 30,
        size: 9,
        font: fonts.bold,
        color: rgb(0.75, 0.2, 0.2),
      })
  })
  return { bytes: await doc.save(), placement: w.placement! }
}
