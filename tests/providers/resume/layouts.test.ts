/**
 * Resumes in layouts unlike the labelled data (which is mostly Indeed exports): a US
 * chronological resume as a PDF, a functional resume as DOCX, a one-line-header resume as
 * TXT, a UK CV. Written by hand for these tests; each asserts what a recruiter reads it for.
 */
import { describe, expect, it } from 'vitest'
import { embeddedExtractor } from '../../../worker/providers/resume/embedded'
import { type ResumeFields, resumeExtraction } from '../../../worker/providers/resume/fields.schema'
import { docx, onePagePdf, utf8 } from './make-files'

const NOW = new Date('2024-06-15T00:00:00Z')
const extract = (bytes: Uint8Array, region: 'US' | 'GB' = 'US') =>
  embeddedExtractor.extractResume({ bytes }, { now: NOW, region })

const titles = (f: ResumeFields) => f.experience.map((e) => e.title).filter(Boolean)
const companies = (f: ResumeFields) => f.experience.map((e) => e.company).filter(Boolean)
const skills = (f: ResumeFields) => f.skills.map((s) => s.value)

function everySourcePointsAtItsText(text: string, f: ResumeFields) {
  expect(resumeExtraction.safeParse({ text, fields: f }).success).toBe(true)
  for (const v of [f.name, f.email, f.location, f.current_title, f.current_company])
    if (v) expect(text.slice(v.source.start, v.source.end)).toContain(v.value.slice(0, 3))
  for (const s of f.skills) expect(s.source.end).toBeGreaterThan(s.source.start)
}

describe('a US chronological resume (PDF)', () => {
  const lines = [
    'JORDAN A. RIVERA',
    'Austin, TX 78704  |  (512) 555-0142  |  jordan.rivera@example.com  |  linkedin.com/in/jordanrivera',
    '',
    'PROFESSIONAL SUMMARY',
    'Operations manager with nine years in warehouse and last-mile logistics.',
    '',
    'PROFESSIONAL EXPERIENCE',
    'Operations Manager',
    'Lone Star Freight LLC, Austin, TX                                   June 2019 – Present',
    '• Run a 60-person distribution center shipping 12,000 orders a day.',
    '• Cut overtime 18% by rebuilding shift schedules in Excel and Power BI.',
    'Shift Supervisor',
    'Target Corporation, Round Rock, TX                                   May 2015 – May 2019',
    '• Supervised inbound receiving and inventory control for a team of 14.',
    '',
    'EDUCATION',
    'Bachelor of Business Administration, Supply Chain Management',
    'Texas State University, San Marcos, TX — 2015',
    '',
    'SKILLS',
    'Inventory Management, Lean Six Sigma, Power BI, Excel, SAP, Forklift Certified, Spanish',
  ]

  it('gives name, contact, the two jobs with dates, the degree and the skills', async () => {
    const { text, fields: f } = await extract(await onePagePdf(lines))
    everySourcePointsAtItsText(text, f)
    expect(f.name?.value).toBe('JORDAN A. RIVERA')
    expect(f.email?.value).toBe('jordan.rivera@example.com')
    expect(f.phone?.value).toBe('+15125550142')
    expect(f.location?.value).toMatch(/^Austin, TX/)
    expect(f.current_title?.value).toBe('Operations Manager')
    const dated = f.experience.filter((e) => e.from)
    expect(dated.map((e) => [e.title, e.company, e.from, e.to])).toEqual([
      ['Operations Manager', 'Lone Star Freight LLC', '2019-06', 'present'],
      ['Shift Supervisor', 'Target Corporation', '2015-05', '2019-05'],
    ])
    // May 2015 – Jun 2024, overlaps merged.
    expect(f.experience_years?.value).toBe(9.2)
    expect(f.education[0]).toMatchObject({ institution: 'Texas State University', year: 2015 })
    expect(f.education[0]?.degree).toMatch(/^Bachelor of Business Administration/)
    // "Lean Six Sigma" is named by its canonical skill.
    expect(skills(f)).toEqual(expect.arrayContaining(['Inventory Management', 'Six Sigma', 'Power BI', 'Excel', 'SAP']))
  })
})

describe('a functional resume (DOCX)', () => {
  const paragraphs = [
    'Maria Chen',
    'Seattle, WA · 206-555-0187 · maria.chen@example.org',
    'Customer Success Specialist',
    'Summary of Qualifications',
    'Seven years helping software customers adopt, renew and grow. Known for calm escalations and clear documentation.',
    'Core Competencies',
    'Customer Onboarding · Account Management · Salesforce · Zendesk · Churn Analysis · Public Speaking',
    'Relevant Accomplishments',
    'Client Retention',
    'Raised renewal rate on a 140-account book from 82% to 94% with quarterly business reviews.',
    'Training and Documentation',
    'Wrote the onboarding playbook used by 30 support agents; ran monthly Salesforce workshops.',
    'Work History',
    'Customer Success Manager, Brightline Software Inc., Seattle, WA, 2020 – Present',
    'Support Team Lead, Cascade Telecom, Bellevue, WA, 2017 – 2020',
    'Customer Service Representative, Verizon Wireless, Tacoma, WA, 2015 – 2017',
    'Education',
    'B.A. in Communication, University of Washington, 2015',
  ]

  it('reads the work history lines and the competencies list', async () => {
    const { text, fields: f } = await extract(docx(paragraphs))
    everySourcePointsAtItsText(text, f)
    expect(f.name?.value).toBe('Maria Chen')
    expect(f.email?.value).toBe('maria.chen@example.org')
    expect(f.location?.value).toMatch(/^Seattle, WA/)
    expect(f.current_title?.value).toBe('Customer Success Specialist')
    expect(titles(f)).toEqual(
      expect.arrayContaining(['Customer Success Manager', 'Support Team Lead', 'Customer Service Representative']),
    )
    expect(companies(f)).toEqual(
      expect.arrayContaining(['Brightline Software Inc.', 'Cascade Telecom', 'Verizon Wireless']),
    )
    const current = f.experience.find((e) => e.to === 'present')
    expect(current).toMatchObject({
      title: 'Customer Success Manager',
      company: 'Brightline Software Inc.',
      from: '2020',
    })
    expect(f.education[0]).toMatchObject({ institution: 'University of Washington', year: 2015 })
    expect(f.education[0]?.degree).toMatch(/^B\.A\. in Communication/)
    expect(skills(f)).toEqual(
      expect.arrayContaining(['Customer Onboarding', 'Account Management', 'Salesforce', 'Zendesk']),
    )
  })
})

describe('a resume with one-line headers (TXT)', () => {
  const text = [
    'Priyanka Nair | Data Engineer | priyanka.nair@example.com | +1 415 555 0100 | San Francisco, CA',
    '',
    'EXPERIENCE',
    'Data Engineer @ Stripe (Mar 2021 – Present) — batch and streaming pipelines on Spark, Airflow and Snowflake.',
    'Software Engineer @ Intuit (Jul 2018 – Feb 2021) — payments reconciliation services in Java and Kafka.',
    '',
    'EDUCATION',
    'M.S. Computer Science — San Jose State University — 2018',
    'B.E. Electronics — Anna University — 2015',
    '',
    'SKILLS: Python, SQL, Spark, Airflow, Snowflake, Kafka, Java, dbt',
  ].join('\n')

  it('splits the header and reads each job from its line', async () => {
    const { fields: f } = await extract(utf8(text))
    everySourcePointsAtItsText(text, f)
    expect(f.name?.value).toBe('Priyanka Nair')
    expect(f.current_title?.value).toBe('Data Engineer')
    expect(f.email?.value).toBe('priyanka.nair@example.com')
    expect(f.phone?.value).toBe('+14155550100')
    expect(f.location?.value).toBe('San Francisco, CA')
    const dated = f.experience.filter((e) => e.from)
    expect(dated.map((e) => [e.title, e.company, e.from, e.to])).toEqual([
      ['Data Engineer', 'Stripe', '2021-03', 'present'],
      ['Software Engineer', 'Intuit', '2018-07', '2021-02'],
    ])
    expect(f.education.map((e) => e.institution)).toEqual(['San Jose State University', 'Anna University'])
    expect(f.education.map((e) => e.year)).toEqual([2018, 2015])
    expect(f.education[0]?.degree).toMatch(/^M\.S\./)
    expect(skills(f)).toEqual(
      expect.arrayContaining(['Python', 'SQL', 'Spark', 'Airflow', 'Snowflake', 'Kafka', 'Java']),
    )
  })
})

describe('a UK CV (TXT, two-space gaps instead of line breaks)', () => {
  const text =
    'Curriculum Vitae  Thomas Whitfield  12 Mill Lane, Leeds LS6 2AB  07911 123456  tom.whitfield@example.co.uk    ' +
    'Personal Profile  Qualified accountant (ACCA) with six years in audit and management accounts.    ' +
    'Employment History  Management Accountant  Harrow & Finch Ltd, Leeds  September 2020 - present  ' +
    'Prepared monthly management accounts and variance analysis in Sage and Excel.  ' +
    'Audit Senior  Baker Tilly, Manchester  August 2017 - August 2020    ' +
    'Education  BSc (Hons) Accounting and Finance, University of Leeds, 2017    ' +
    'Skills  Financial Reporting, Variance Analysis, Sage, Excel, VAT Returns'

  it('reads the CV despite the lost line breaks', async () => {
    const { fields: f } = await extract(utf8(text), 'GB')
    everySourcePointsAtItsText(text, f)
    expect(f.name?.value).toBe('Thomas Whitfield')
    expect(f.email?.value).toBe('tom.whitfield@example.co.uk')
    expect(f.phone?.value).toBe('+447911123456')
    const dated = f.experience.filter((e) => e.from)
    expect(dated[0]).toMatchObject({
      title: 'Management Accountant',
      company: 'Harrow & Finch Ltd',
      from: '2020-09',
      to: 'present',
      location: 'Leeds',
    })
    // "Audit Senior" (a UK title ending in a seniority word) is not recognised yet; the employer and dates are.
    expect(dated[1]).toMatchObject({ company: 'Baker Tilly', from: '2017-08', to: '2020-08' })
    expect(dated).toHaveLength(2)
    expect(f.current_title?.value).toBe('Management Accountant')
    expect(f.education[0]).toMatchObject({ institution: 'University of Leeds', year: 2017 })
    expect(f.education[0]?.degree).toMatch(/^BSc \(Hons\) Accounting and Finance/)
    expect(skills(f)).toEqual(expect.arrayContaining(['Financial Reporting', 'Variance Analysis', 'Sage', 'Excel']))
  })
})
