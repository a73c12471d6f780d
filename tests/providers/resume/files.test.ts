/** Reading resume files (PDF in one and two columns, DOCX, TXT) and refusing the ones that cannot be read. */
import { describe, expect, it } from 'vitest'
import { embeddedExtractor } from '../../../worker/providers/resume/embedded'
import { ResumeReadError } from '../../../worker/providers/resume/errors'
import { resumeExtraction } from '../../../worker/providers/resume/fields.schema'
import { readResumeFile } from '../../../worker/providers/resume/read'
import {
  docx,
  encryptedPdf,
  imageOnlyPdf,
  ONE_COLUMN_LINES,
  onePagePdf,
  twoColumnPdf,
  utf8,
  utf16le,
} from './make-files'

const NOW = new Date('2024-06-15T00:00:00Z')
const extract = (bytes: Uint8Array, fileName = 'resume', contentType = 'application/octet-stream') =>
  embeddedExtractor.extractResume({ bytes, fileName, contentType }, { now: NOW, region: 'IN' })

async function readError(bytes: Uint8Array): Promise<ResumeReadError> {
  const err = await readResumeFile({ bytes }).then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(ResumeReadError)
  return err as ResumeReadError
}

describe('a one-column PDF resume', () => {
  it('gives the fields a recruiter expects, each pointing at its text', async () => {
    const { text, fields } = await extract(await onePagePdf(ONE_COLUMN_LINES), 'priya.pdf', 'application/pdf')
    expect(resumeExtraction.safeParse({ text, fields }).success).toBe(true)
    expect(fields.name?.value).toBe('Priya Sharma')
    expect(text.slice(fields.name!.source.start, fields.name!.source.end)).toBe('Priya Sharma')
    expect(fields.email?.value).toBe('priya.sharma@example.com')
    expect(fields.phone?.value).toBe('+919845012345')
    expect(fields.location?.value).toBe('Bengaluru, Karnataka')
    expect(fields.current_title?.value).toBe('Senior Software Engineer')
    expect(fields.links.linkedin?.value).toBe('https://linkedin.com/in/priya-sharma-dev')
    expect(fields.links.github?.value).toBe('https://github.com/priyasharma')

    const jobs = fields.experience.filter((e) => e.from)
    expect(jobs.map((e) => [e.title, e.company, e.from, e.to])).toEqual([
      ['Senior Software Engineer', 'Flipkart Internet Pvt Ltd', '2019-01', 'present'],
      ['Software Engineer', 'Infosys Limited', '2015-07', '2018-12'],
    ])
    expect(jobs[0]?.location).toBe('Bengaluru, Karnataka')
    // Jul 2015 – Dec 2018 (42 months) and Jan 2019 – Jun 2024 (66 months).
    expect(fields.experience_years?.value).toBe(9)

    expect(fields.education).toHaveLength(1)
    expect(fields.education[0]).toMatchObject({
      degree: 'B.Tech in Computer Science and Engineering',
      institution: 'National Institute of Technology Karnataka',
      year: 2015,
    })
    const skills = fields.skills.map((s) => s.value)
    expect(skills).toEqual(
      expect.arrayContaining([
        'React',
        'Node.js',
        'PostgreSQL',
        'Kafka',
        'Docker',
        'AWS',
        'Python',
        'Java',
        'Spring Boot',
      ]),
    )
    expect(fields.summary?.value).toMatch(/^Backend engineer building payment/)
    for (const s of fields.skills) {
      expect(s.confidence).toBeGreaterThan(0)
      expect(s.confidence).toBeLessThanOrEqual(1)
      expect(s.source.end).toBeGreaterThan(s.source.start)
    }
  })
})

describe('a two-column PDF resume', () => {
  it('reads the sidebar and the main column each in order, not line across line', async () => {
    const { text, fields } = await embeddedExtractor.extractResume(
      { bytes: await twoColumnPdf() },
      { now: NOW, region: 'US' },
    )
    // Column by column: the sidebar's skills follow one another, and the jobs keep their lines together.
    expect(text).toMatch(/SKILLS\nPython\nDjango\nPostgreSQL\nDocker/)
    expect(text).toMatch(/Backend Developer\nAcme Analytics Inc - Austin, TX\n03\/2019 to Present/)
    expect(fields.name?.value).toBe('Daniel Okafor')
    expect(fields.email?.value).toBe('daniel.okafor@example.org')
    expect(fields.phone?.value).toBe('+15125550142')
    expect(fields.location?.value).toBe('Austin, TX')
    const jobs = fields.experience.filter((e) => e.from)
    expect(jobs.map((e) => [e.title, e.company, e.from, e.to])).toEqual([
      ['Backend Developer', 'Acme Analytics Inc', '2019-03', 'present'],
      ['Junior Developer', 'Blue Bonnet Solutions LLC', '2014-06', '2019-02'],
    ])
    expect(fields.current_company?.value).toBe('Acme Analytics Inc')
    expect(fields.education[0]).toMatchObject({
      degree: 'Bachelor of Science in Computer Science',
      institution: 'University of Texas at Austin',
      year: 2014,
    })
    expect(fields.skills.map((s) => s.value)).toEqual(
      expect.arrayContaining(['Python', 'Django', 'PostgreSQL', 'Docker']),
    )
  })
})

describe('a DOCX resume', () => {
  it('reads paragraphs and table cells through mammoth', async () => {
    const bytes = docx(
      [
        'Meera Iyer',
        'HR Business Partner',
        'Chennai, Tamil Nadu | meera.iyer@example.net | +91 44 2345 6789',
        'Professional Experience',
        'HR Business Partner',
        'Zenith Retail Pvt Ltd, Chennai',
        'April 2017 - till date',
        'Education',
        'MBA in Human Resources',
        'Madras Christian College',
        '2016',
        'Key Skills',
      ],
      [
        ['Talent Acquisition', 'Payroll'],
        ['Employee Engagement', 'HRIS'],
      ],
    )
    const { fields } = await extract(
      bytes,
      'meera.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(fields.name?.value).toBe('Meera Iyer')
    expect(fields.email?.value).toBe('meera.iyer@example.net')
    expect(fields.phone?.value).toBe('+914423456789')
    expect(fields.location?.value).toBe('Chennai, Tamil Nadu')
    expect(fields.current_title?.value).toBe('HR Business Partner')
    expect(fields.current_company?.value).toBe('Zenith Retail Pvt Ltd')
    expect(fields.experience.find((e) => e.from)).toMatchObject({ from: '2017-04', to: 'present' })
    expect(fields.education[0]).toMatchObject({
      degree: 'MBA in Human Resources',
      institution: 'Madras Christian College',
      year: 2016,
    })
    expect(fields.skills.map((s) => s.value)).toEqual(
      expect.arrayContaining(['Talent Acquisition', 'Payroll', 'Employee Engagement', 'HRIS']),
    )
  })
})

describe('a plain-text resume', () => {
  const resume = [
    'José Álvarez',
    'Data Analyst — Madrid, Spain',
    'jose.alvarez@example.com · +34 612 345 678',
    '',
    'Experience',
    'Data Analyst at Iberia Logistics S.A., 2020 – Present',
    'Analyst Intern at Banco Central Hispano, 2019 - 2020',
    '',
    'Skills: SQL, Power BI, Excel, Python (pandas), Tableau',
  ].join('\n')

  it('decodes UTF-8 and extracts the fields', async () => {
    const { text, fields } = await extract(utf8(resume), 'jose.txt', 'text/plain')
    expect(text).toContain('José Álvarez')
    expect(fields.name?.value).toBe('José Álvarez')
    expect(fields.email?.value).toBe('jose.alvarez@example.com')
    expect(fields.phone?.value).toBe('+34612345678')
    expect(fields.location?.value).toBe('Madrid, Spain')
    expect(fields.experience.filter((e) => e.from).map((e) => [e.title, e.company, e.from, e.to])).toEqual([
      ['Data Analyst', 'Iberia Logistics S.A.', '2020', 'present'],
      ['Analyst Intern', 'Banco Central Hispano', '2019', '2020'],
    ])
    expect(fields.skills.map((s) => s.value)).toEqual(
      expect.arrayContaining(['SQL', 'Power BI', 'Excel', 'Python', 'Pandas', 'Tableau']),
    )
  })

  it('decodes UTF-16 with a byte-order mark and Windows-1252 without one', async () => {
    expect(await readResumeFile({ bytes: utf16le(resume) })).toContain('José Álvarez')
    // "Renée – “CV”" in Windows-1252: é is 0xE9, the en dash 0x96, curly quotes 0x93/0x94.
    const cp1252 = new Uint8Array([0x52, 0x65, 0x6e, 0xe9, 0x65, 0x20, 0x96, 0x20, 0x93, 0x43, 0x56, 0x94])
    expect(await readResumeFile({ bytes: cp1252 })).toBe('Renée – “CV”')
  })
})

describe('files that cannot be read answer a clear error', () => {
  it('a file named .pdf that is not one', async () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
    ])
    const err = await extract(png, 'resume.pdf', 'application/pdf').catch((e: unknown) => e as ResumeReadError)
    expect(err).toBeInstanceOf(ResumeReadError)
    expect((err as ResumeReadError).code).toBe('unsupported')
    expect((err as ResumeReadError).message).toBe('This file is not a PDF, DOCX or plain-text resume.')
  })

  it('a damaged PDF', async () => {
    const err = await readError(utf8('%PDF-1.7\n1 0 obj <</Type /Catalog>> garbage without a trailer'))
    expect(['corrupt', 'no_text']).toContain(err.code)
  })

  it('an empty file', async () => {
    const err = await readError(new Uint8Array(0))
    expect(err.code).toBe('empty')
    expect(err.message).toBe('This file is empty.')
  })

  it('a password-protected PDF', async () => {
    const err = await readError(await encryptedPdf())
    expect(err.code).toBe('encrypted')
    expect(err.message).toMatch(/^This PDF is password-protected/)
  })

  it('a PDF with no text in it (a scan)', async () => {
    const err = await readError(await imageOnlyPdf())
    expect(err.code).toBe('no_text')
    expect(err.message).toMatch(/^No text could be read from this file/)
  })

  it('an old Word .doc and a zip that is not a Word document', async () => {
    const doc = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])
    expect((await readError(doc)).message).toMatch(/\.doc\) files cannot be read/)
    const { zipSync } = await import('fflate')
    expect((await readError(zipSync({ 'sheet.xml': utf8('<x/>') }))).code).toBe('unsupported')
  })
})
