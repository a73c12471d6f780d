/**
 * Signing, as files (docs/offers.md, "The signed document"):
 * 1. the signed letter: the original's pages with the signature written into its box;
 * 2. the completion document: the signed letter plus a certificate page naming the SHA-256 of
 *    the original and of the signed letter, the signer, and the times of every step.
 * A file cannot print its own hash, so the completion document's SHA-256 is kept in the audit
 * trail and the verify registry instead (and shown on the offer's screens).
 */
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib'
import type { SignaturePlacement } from '../../../db/schema/offers'
import { COLORS, pdfSafe } from '../../../lib/pdf-report'
import { consentText } from '../offer-letters.schema'
import { type LetterFonts, letterFonts, PAGE } from './fonts'
import { layoutRuns } from './letter.pdf'

/** 2026-11-25 14:03:27 UTC: every time on the certificate is UTC, to the second. */
export const utc = (d: Date | null | undefined) => (d ? `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC` : '—')

export type SignatureStamp = { name: string; email: string; signedAt: Date; offerId: string }

/** The original with the typed name written into the signature box, and "signed electronically" under it. */
export async function signedLetterPdf(
  original: Uint8Array,
  placement: SignaturePlacement,
  stamp: SignatureStamp,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original, { updateMetadata: false })
  const fonts = await letterFonts(doc)
  const page = doc.getPage(Math.min(placement.page, doc.getPageCount() - 1))
  const { x, y, width, height } = placement
  page.drawRectangle({ x, y, width, height, borderColor: COLORS.brand, borderWidth: 1 })
  const name = pdfSafe(stamp.name)
  let size = 22
  while (size > 10 && fonts.script.widthOfTextAtSize(name, size) > width - 24) size -= 1
  page.drawText(name, { x: x + 12, y: y + 31, size, font: fonts.script, color: rgb(0.05, 0.15, 0.45) })
  const small = (text: string, dy: number) => {
    const t = pdfSafe(text)
    let s = 6.5
    while (s > 5 && fonts.regular.widthOfTextAtSize(t, s) > width - 24) s -= 0.5
    page.drawText(t, { x: x + 12, y: y + dy, size: s, font: fonts.regular, color: COLORS.brand })
  }
  small(`Signed electronically by ${stamp.name} <${stamp.email}>`, height - 10)
  small(`${utc(stamp.signedAt)} · offer ${stamp.offerId}`, height - 18)
  doc.setModificationDate(stamp.signedAt)
  return doc.save()
}

export type CertificateInput = {
  offerId: string
  title: string
  company: string
  jobTitle: string
  sender: { name: string; email: string } | null
  signer: { name: string; email: string; nameOnFile: string; ip: string | null; userAgent: string | null }
  consentVersion: string
  originalSha256: string
  signedLetterSha256: string
  signedLetterPages: number
  times: { sent: Date | null; viewed: Date | null; codeSent: Date | null; codeVerified: Date | null; signed: Date }
  verifyUrl: string
}

class CertificateWriter {
  y = PAGE.height - PAGE.margin
  constructor(
    readonly page: PDFPage,
    readonly fonts: LetterFonts,
  ) {}
  get width() {
    return PAGE.width - PAGE.margin * 2
  }
  heading(text: string) {
    this.y -= 8
    this.page.drawText(pdfSafe(text), {
      x: PAGE.margin,
      y: this.y - 11,
      size: 11,
      font: this.fonts.bold,
      color: COLORS.brand,
    })
    this.y -= 16
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: COLORS.rule,
    })
    this.y -= 6
  }
  row(label: string, value: string, mono = false) {
    const labelWidth = 150
    const size = mono ? 8 : 9
    const font = mono ? this.fonts.mono : this.fonts.regular
    const lines = layoutRuns([{ text: value, bold: false, italic: false }], this.width - labelWidth, size, {
      ...this.fonts,
      regular: font,
    })
    this.page.drawText(pdfSafe(label), {
      x: PAGE.margin,
      y: this.y - 9,
      size: 8,
      font: this.fonts.regular,
      color: COLORS.muted,
    })
    for (const line of lines) {
      let x = PAGE.margin + labelWidth
      for (const p of line.pieces) {
        this.page.drawText(p.text, { x, y: this.y - 9, size, font: p.font, color: COLORS.text })
        x += p.width
      }
      this.y -= size + 4
    }
    this.y -= 2
  }
  text(value: string, size = 8) {
    for (const line of layoutRuns([{ text: value, bold: false, italic: false }], this.width, size, this.fonts)) {
      let x = PAGE.margin
      for (const p of line.pieces) {
        this.page.drawText(p.text, { x, y: this.y - size, size, font: p.font, color: COLORS.muted })
        x += p.width
      }
      this.y -= size + 3.5
    }
  }
}

/** The signed letter with the certificate of completion as its last page. */
export async function completionPdf(signedLetter: Uint8Array, c: CertificateInput): Promise<Uint8Array> {
  const doc = await PDFDocument.load(signedLetter, { updateMetadata: false })
  const fonts = await letterFonts(doc)
  const page = doc.addPage([PAGE.width, PAGE.height])
  const w = new CertificateWriter(page, fonts)
  page.drawText('Certificate of completion', {
    x: PAGE.margin,
    y: w.y - 18,
    size: 18,
    font: fonts.bold,
    color: COLORS.brand,
  })
  w.y -= 26
  w.text(
    `Electronic signature of the offer letter on the previous ${c.signedLetterPages === 1 ? 'page' : `${c.signedLetterPages} pages`}, recorded by Hirely for ${c.company}.`,
    9,
  )
  w.heading('Document')
  w.row('Offer', c.title)
  w.row('Offer ID', c.offerId, true)
  w.row('Company', c.company)
  w.row('Position', c.jobTitle)
  if (c.sender) w.row('Sent by', `${c.sender.name} <${c.sender.email}>`)
  w.row('Original document SHA-256', c.originalSha256, true)
  w.row('Signed document SHA-256', c.signedLetterSha256, true)
  w.text(
    `The original document is the letter as it was sent for signature. The signed document is that letter with the signature applied: pages 1 to ${c.signedLetterPages} of this file, kept as a file of their own. A file cannot contain its own hash, so the SHA-256 of this complete file, certificate included, is recorded in the offer's audit trail. Upload this file at ${c.verifyUrl} to check that it is unchanged.`,
  )
  w.heading('Signer')
  w.row('Typed name', c.signer.name)
  if (c.signer.nameOnFile !== c.signer.name) w.row('Name on file', c.signer.nameOnFile)
  w.row('E-mail', c.signer.email)
  w.row('Identity check', `6-digit one-time code e-mailed to ${c.signer.email} and entered by the signer`)
  w.row('IP address', c.signer.ip ?? 'not known')
  w.row('User agent', c.signer.userAgent ?? 'not known')
  w.row('Consent', `Version ${c.consentVersion}: ${consentText(c.consentVersion)}`)
  w.heading('Timeline (UTC)')
  w.row('Sent', utc(c.times.sent))
  w.row('Viewed', utc(c.times.viewed))
  w.row('Code sent', utc(c.times.codeSent))
  w.row('Code verified', utc(c.times.codeVerified))
  w.row('Signed', utc(c.times.signed))
  page.drawText(pdfSafe(`Certificate issued ${utc(c.times.signed)} · offer ${c.offerId}`), {
    x: PAGE.margin,
    y: 28,
    size: 8,
    font: fonts.regular,
    color: COLORS.muted,
  })
  doc.setModificationDate(c.times.signed)
  return doc.save()
}
