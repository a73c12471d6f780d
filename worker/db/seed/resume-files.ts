/**
 * Resume files for the demo data, written here (never taken from elsewhere): a PDF with pdf-lib
 * (Helvetica, one column), a Word document zipped with fflate, and plain text.
 */
import { strToU8, zipSync } from 'fflate'
import { PDFDocument, StandardFonts } from 'pdf-lib'

/** One line a string; a line that is all capitals is a heading (bold, with space before it). */
export async function resumePdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  let page = doc.addPage([612, 792])
  let y = 740
  lines.forEach((line, i) => {
    const heading = /^[A-Z][A-Z &]+$/.test(line)
    if (y < 60) {
      page = doc.addPage([612, 792])
      y = 740
    }
    if (heading) y -= 8
    if (line)
      page.drawText(line, {
        x: 56,
        y,
        size: i === 0 ? 20 : heading ? 11.5 : 10.5,
        font: i === 0 || heading ? bold : font,
      })
    y -= i === 0 ? 26 : line ? 15 : 8
  })
  return doc.save()
}

/** A page with only a drawing: what a scanned resume looks like to a text reader. */
export async function scannedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([612, 792])
  page.drawRectangle({ x: 60, y: 420, width: 480, height: 300, borderWidth: 1.5 })
  page.drawRectangle({ x: 80, y: 660, width: 200, height: 30 })
  return doc.save()
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A minimal Word document (DOCX): one paragraph per line. */
export function resumeDocx(lines: string[]): Uint8Array {
  const p = (t: string) => `<w:p><w:r><w:t xml:space="preserve">${esc(t)}</w:t></w:r></w:p>`
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${lines.map(p).join('')}</w:body></w:document>`,
    ),
  })
}
