import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib'

export type LetterFonts = {
  regular: PDFFont
  bold: PDFFont
  italic: PDFFont
  boldItalic: PDFFont
  /** The typed signature's face. */
  script: PDFFont
  mono: PDFFont
}

/** The standard PDF fonts every reader has (nothing to embed, so the files stay small). */
export async function letterFonts(doc: PDFDocument): Promise<LetterFonts> {
  const [regular, bold, italic, boldItalic, script, mono] = await Promise.all(
    [
      StandardFonts.Helvetica,
      StandardFonts.HelveticaBold,
      StandardFonts.HelveticaOblique,
      StandardFonts.HelveticaBoldOblique,
      StandardFonts.TimesRomanBoldItalic,
      StandardFonts.Courier,
    ].map((f) => doc.embedFont(f)),
  )
  return {
    regular: regular!,
    bold: bold!,
    italic: italic!,
    boldItalic: boldItalic!,
    script: script!,
    mono: mono!,
  }
}

export const fontOf = (fonts: LetterFonts, run: { bold: boolean; italic: boolean }) =>
  run.bold ? (run.italic ? fonts.boldItalic : fonts.bold) : run.italic ? fonts.italic : fonts.regular

/** A4 in points, and the letter's margins. */
export const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const
