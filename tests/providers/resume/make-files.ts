/** Resume files written here, in the tests: PDFs with pdf-lib, a DOCX zipped with fflate, plain text. */
import { strToU8, zipSync } from 'fflate'
import { PDFDocument, PDFHexString, PDFName, StandardFonts } from 'pdf-lib'

export const ONE_COLUMN_LINES = [
  'Priya Sharma',
  'Senior Software Engineer',
  'Bengaluru, Karnataka | priya.sharma@example.com | +91 98450 12345',
  'linkedin.com/in/priya-sharma-dev | github.com/priyasharma',
  '',
  'SUMMARY',
  'Backend engineer building payment and order systems that serve millions of shoppers.',
  '',
  'WORK EXPERIENCE',
  'Senior Software Engineer',
  'Flipkart Internet Pvt Ltd - Bengaluru, Karnataka',
  'Jan 2019 - Present',
  '- Led the checkout service rewrite in Node.js with Kafka and PostgreSQL.',
  'Software Engineer',
  'Infosys Limited - Pune, Maharashtra',
  'Jul 2015 - Dec 2018',
  '- Built internal reporting tools in Java and Spring Boot.',
  '',
  'EDUCATION',
  'B.Tech in Computer Science and Engineering',
  'National Institute of Technology Karnataka',
  '2015',
  '',
  'SKILLS',
  'ReactJS, Node.js, PostgreSQL, Kafka, Docker, AWS, Python',
]

export async function onePagePdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage([612, 792])
  let y = 750
  for (const line of lines) {
    if (line) page.drawText(line, { x: 50, y, size: 11, font })
    y -= line ? 16 : 10
  }
  return doc.save()
}

/** A sidebar (contact, skills, education) beside the main column (experience), line for line. */
export async function twoColumnPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const page = doc.addPage([612, 792])
  page.drawText('Daniel Okafor', { x: 40, y: 750, size: 20, font: bold })
  const left = [
    'CONTACT',
    'daniel.okafor@example.org',
    '(512) 555-0142',
    'Austin, TX',
    '',
    'SKILLS',
    'Python',
    'Django',
    'PostgreSQL',
    'Docker',
    '',
    'EDUCATION',
    'Bachelor of Science in Computer Science',
    'University of Texas at Austin',
    '2014',
  ]
  const right = [
    'EXPERIENCE',
    'Backend Developer',
    'Acme Analytics Inc - Austin, TX',
    '03/2019 to Present',
    'Built REST APIs for billing.',
    '',
    'Junior Developer',
    'Blue Bonnet Solutions LLC',
    '06/2014 - 02/2019',
    'Maintained data pipelines.',
    '',
    '',
    '',
    '',
    '',
  ]
  let y = 710
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const l = left[i]
    const r = right[i]
    if (l) page.drawText(l, { x: 40, y, size: 9, font: /^[A-Z]+$/.test(l) ? bold : font })
    if (r) page.drawText(r, { x: 250, y, size: 10, font: /^[A-Z]+$/.test(r) ? bold : font })
    y -= 15
  }
  return doc.save()
}

/** A page with a drawing and no text: what a scanned resume looks like to a text reader. */
export async function imageOnlyPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([612, 792])
  page.drawRectangle({ x: 50, y: 500, width: 300, height: 200, borderWidth: 2 })
  return doc.save()
}

/**
 * A PDF that asks for a password: the standard security handler with a user password, as a
 * reader sees it (pdf.js cannot open it without the password).
 */
export async function encryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  doc.addPage([612, 792]).drawText('Confidential resume', { x: 50, y: 700, size: 12, font })
  const ctx = doc.context
  const encrypt = ctx.obj({
    Filter: PDFName.of('Standard'),
    V: 1,
    R: 2,
    Length: 40,
    P: -44,
    O: PDFHexString.of('5f3a8e2b7c1d9a4e6f0b3c8d2e7a1f5b9c4d0e6a3b8f2c7d1e5a9b4c0d6e3f8a'),
    U: PDFHexString.of('a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90'),
  })
  ctx.trailerInfo.Encrypt = ctx.register(encrypt)
  ctx.trailerInfo.ID = ctx.obj([
    PDFHexString.of('0123456789abcdef0123456789abcdef'),
    PDFHexString.of('0123456789abcdef0123456789abcdef'),
  ])
  return doc.save({ useObjectStreams: false })
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A minimal Word document: content types, the package relationship and the document body. */
export function docx(paragraphs: string[], table?: string[][]): Uint8Array {
  const p = (t: string) => `<w:p><w:r><w:t xml:space="preserve">${esc(t)}</w:t></w:r></w:p>`
  const tbl = table
    ? `<w:tbl>${table.map((row) => `<w:tr>${row.map((cell) => `<w:tc>${p(cell)}</w:tc>`).join('')}</w:tr>`).join('')}</w:tbl>`
    : ''
  const body = paragraphs.map(p).join('') + tbl
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  })
}

export const utf8 = (s: string) => new TextEncoder().encode(s)

/** UTF-16 little-endian with its byte-order mark, as Windows Notepad saves "Unicode". */
export function utf16le(s: string): Uint8Array {
  const out = new Uint8Array(2 + s.length * 2)
  out[0] = 0xff
  out[1] = 0xfe
  for (let i = 0; i < s.length; i++) {
    out[2 + i * 2] = s.charCodeAt(i) & 0xff
    out[3 + i * 2] = s.charCodeAt(i) >> 8
  }
  return out
}
