/** The text stage: dates and experience, skills with synonyms, phones, and confidence within bounds. */
import { describe, expect, it } from 'vitest'
import { resumeFields } from '../../../worker/providers/resume/fields.schema'
import { extractFields } from '../../../worker/providers/resume/parse'
import { UNSURE_COMPANY, UNSURE_TITLE } from '../../../worker/providers/resume/parse/combine'
import { findRanges, totalYears } from '../../../worker/providers/resume/parse/dates'
import { segment } from '../../../worker/providers/resume/parse/segments'
import { canonicalSkill } from '../../../worker/providers/resume/parse/skills'
import type { Tagger } from '../../../worker/providers/resume/tagger'
import type { Entity } from '../../../worker/providers/resume/tagger/crf'

const NOW = new Date('2024-06-15T00:00:00Z')

describe('dates and ranges', () => {
  it('reads the ways resumes write them', () => {
    const read = (s: string) => findRanges(s, NOW).map((r) => [r.from, r.to])
    expect(read('Jan 2019 – Present')).toEqual([[{ year: 2019, month: 1 }, 'present']])
    expect(read('2017-2019')).toEqual([
      [
        { year: 2017, month: null },
        { year: 2019, month: null },
      ],
    ])
    expect(read('03/2018 to 06/2020')).toEqual([
      [
        { year: 2018, month: 3 },
        { year: 2020, month: 6 },
      ],
    ])
    expect(read('September 2017 onwards')).toEqual([[{ year: 2017, month: 9 }, 'present']])
    expect(read('2012 - till date')).toEqual([[{ year: 2012, month: null }, 'present']])
    expect(read('from June 2015 to current')).toEqual([[{ year: 2015, month: 6 }, 'present']])
    expect(read("Since May '15")).toEqual([[{ year: 2015, month: 5 }, 'present']])
    // Not a range: a phone number, a version, a percentage.
    expect(read('Call 2345-6789, Java 1.8, scored 78%')).toEqual([])
  })

  it('counts total experience once where jobs overlap, "present" meaning now', () => {
    const r = (s: string) => findRanges(s, NOW)
    const ranges = [...r('Jan 2020 - Present'), ...r('Jun 2019 - Dec 2021'), ...r('2010 - 2011')]
    // Jun 2019 – Jun 2024 is 61 months; 2010–2011 is 24 months: 85 months.
    expect(totalYears(ranges, NOW)).toBe(7.1)
    expect(totalYears(r('Jan 2019 - Present'), new Date('2019-12-20T00:00:00Z'))).toBe(1)
  })
})

describe('skills vocabulary', () => {
  it('knows synonyms', () => {
    expect(canonicalSkill('ReactJS')).toBe('React')
    expect(canonicalSkill('react.js')).toBe('React')
    expect(canonicalSkill('React JS')).toBe('React')
    expect(canonicalSkill('Golang')).toBe('Go')
    expect(canonicalSkill('MS-Excel')).toBe('Excel')
    expect(canonicalSkill('Underwater basket weaving')).toBeNull()
    expect(canonicalSkill('MS Excel')).toBe('Excel')
  })

  it('counts ambiguous words only in a skills list', () => {
    const body = 'Summary\nI like to go to work and excel at it.\n\nSkills\nGo, C, Excel'
    const skills = extractFields(body, { now: NOW }).skills
    expect(skills.map((s) => s.value)).toEqual(['Go', 'C', 'Excel'])
    for (const s of skills) expect(body.slice(s.source.start, s.source.end).toLowerCase()).toBe(s.value.toLowerCase())
  })
})

describe('a resume copied with its line breaks lost', () => {
  it('still finds sections and entries from the wide gaps', () => {
    const text =
      '"Ravi Kumar  Java Developer  Hyderabad, Telangana  ravi.kumar@example.com    Professional Experience:    Java Developer  Tech Mahindra Limited, Hyderabad  June 2016 - Present    Education    B.E. in Computer Science  Osmania University  2016    Skills    Java, Spring Boot, Hibernate, MySQL"'
    const f = extractFields(text, { now: NOW, region: 'IN' })
    expect(resumeFields.safeParse(f).success).toBe(true)
    expect(f.name?.value).toBe('Ravi Kumar')
    expect(f.location?.value).toBe('Hyderabad, Telangana')
    expect(f.experience.find((e) => e.from)).toMatchObject({
      title: 'Java Developer',
      company: 'Tech Mahindra Limited',
      from: '2016-06',
      to: 'present',
    })
    expect(f.education[0]).toMatchObject({
      degree: 'B.E. in Computer Science',
      institution: 'Osmania University',
      year: 2016,
    })
    expect(f.skills.map((s) => s.value)).toEqual(expect.arrayContaining(['Java', 'Spring Boot', 'Hibernate', 'MySQL']))
    expect(f.experience_years?.value).toBe(8.1)
  })
})

describe('phones', () => {
  it('parses international numbers always and national ones with a region hint', () => {
    const text = 'Asha Rao\nasha@example.com\nPhone: 098450 12345'
    expect(extractFields(text, { region: 'IN' }).phone?.value).toBe('+919845012345')
    // Without a region the digits are kept as written, with less confidence.
    const bare = extractFields(text).phone
    expect(bare?.value).toBe('09845012345')
    expect(bare?.confidence).toBeLessThan(0.9)
    expect(extractFields('Tom Hale\n+44 20 7946 0958').phone?.value).toBe('+442079460958')
  })
})

describe('confidence', () => {
  it('is within [0, 1] for every field and marks weak guesses low', () => {
    const f = extractFields('Some Words Here\nresponsible for many things\nmanager', { now: NOW })
    const all = [
      f.name,
      f.email,
      f.phone,
      f.location,
      f.current_title,
      f.current_company,
      f.experience_years,
      f.summary,
      ...f.skills,
      ...f.education,
      ...f.experience,
    ].filter(Boolean)
    for (const v of all) {
      expect(v!.confidence).toBeGreaterThanOrEqual(0)
      expect(v!.confidence).toBeLessThanOrEqual(1)
    }
    // A name taken from an unlabelled, uncorroborated line deep in the header is not trusted blindly.
    if (f.name) expect(f.name.confidence).toBeLessThan(0.95)
  })

  it('is high for an e-mail at the top', () => {
    const f = extractFields('Nina Patel\nnina.patel@example.com\n', { now: NOW })
    expect(f.email?.confidence).toBeGreaterThanOrEqual(0.95)
    expect(f.name?.confidence).toBeGreaterThanOrEqual(0.9)
  })
})

describe('experience and education layouts (resumes written for these tests)', () => {
  it('reads "Employer — Title | dates" lines, the employer before the title', () => {
    const text = [
      'Priya Sharma',
      'priya.sharma@example.com | Chennai, Tamil Nadu',
      '',
      'EXPERIENCE',
      'Zoho Corporation — Senior Software Engineer | Jan 2020 – Present',
      '• Built billing services in Java and Kafka.',
      'Freshworks — Software Engineer | Jul 2016 – Dec 2019',
      '• Worked on the ticketing product with Ruby on Rails.',
    ].join('\n')
    const jobs = extractFields(text, { now: NOW }).experience.filter((e) => e.from)
    expect(jobs.map((e) => [e.title, e.company, e.from, e.to])).toEqual([
      ['Senior Software Engineer', 'Zoho Corporation', '2020-01', 'present'],
      ['Software Engineer', 'Freshworks', '2016-07', '2019-12'],
    ])
  })

  it('pairs each degree with the institution on its own line, the subject and the place left out', () => {
    const text = [
      'Daniel Okafor',
      'daniel.okafor@example.org',
      '',
      'Education',
      'Master of Business Administration - University of Texas at Austin, 2015',
      'Bachelor of Science in Economics, Rice University, Houston, 2012',
      'B.Tech in Computer Science, Anna University, Chennai — 2008',
    ].join('\n')
    const edu = extractFields(text, { now: NOW }).education
    expect(edu.map((e) => [e.degree, e.institution, e.year])).toEqual([
      ['Master of Business Administration', 'University of Texas at Austin', 2015],
      ['Bachelor of Science in Economics', 'Rice University', 2012],
      ['B.Tech in Computer Science', 'Anna University', 2008],
    ])
    for (const e of edu) expect(text.slice(e.source.start, e.source.end)).toContain(e.institution)
  })

  it('reads an education table: the column headings are not an institution, the year is the row’s', () => {
    const text = [
      'Meera Iyer',
      'meera.iyer@example.com',
      'Academic Qualifications',
      'Degree    Institution    Year',
      'MCA    Bharathidasan University    2017',
      "B.Sc Computer Science    St. Joseph's College, Trichy    2014",
    ].join('\n')
    const edu = extractFields(text, { now: NOW }).education
    expect(edu.map((e) => [e.degree, e.institution, e.year])).toEqual([
      ['MCA', 'Bharathidasan University', 2017],
      ['B.Sc Computer Science', "St. Joseph's College", 2014],
    ])
  })
})

describe('the tagger’s spans combined with the rules (a stand-in tagger, spans given by hand)', () => {
  type Spec = [Entity, string, number]
  /** A tagger that marks the given phrases (their first occurrence) with the given probabilities. */
  const handTagger =
    (specs: Spec[]): Tagger =>
    (text) => {
      const segs = segment(text)
      return specs.map(([entity, phrase, p]) => {
        const start = text.indexOf(phrase)
        return {
          entity,
          start,
          end: start + phrase.length,
          text: phrase,
          p,
          confidence: p,
          best: p >= 0.5,
          seg: segs.findLastIndex((g) => g.start <= start),
        }
      })
    }

  it('fills a dated job’s employer from a less likely employer span on its lines', () => {
    const text = [
      'Tomas Lindqvist',
      'tomas.lindqvist@example.com',
      'Experience',
      'Pastry Chef',
      'Boulangerie du Port',
      'March 2015 - June 2019',
    ].join('\n')
    const tagger = handTagger([
      ['DES', 'Pastry Chef', 0.9],
      ['COM', 'Boulangerie du Port', 0.12],
    ])
    const jobs = extractFields(text, { now: NOW, tagger }).experience
    expect(jobs.map((e) => [e.title, e.company, e.from])).toEqual([['Pastry Chef', 'Boulangerie du Port', '2015-03']])
    // Below UNSURE_COMPANY the span is not taken.
    const weak = handTagger([
      ['DES', 'Pastry Chef', 0.9],
      ['COM', 'Boulangerie du Port', UNSURE_COMPANY / 2],
    ])
    expect(extractFields(text, { now: NOW, tagger: weak }).experience.map((e) => e.company)).toEqual([null])
  })

  it('pairs a designation named alone with a less likely employer span on its line', () => {
    const text = 'Aiko Tanaka\naiko.tanaka@example.com\nVolunteer roles\nLiteracy Mentor, Riverside Literacy Project'
    const tagger = handTagger([
      ['DES', 'Literacy Mentor', 0.8],
      ['COM', 'Riverside Literacy Project', 0.1],
    ])
    const jobs = extractFields(text, { now: NOW, tagger }).experience
    expect(jobs.map((e) => [e.title, e.company])).toEqual([['Literacy Mentor', 'Riverside Literacy Project']])
  })

  it('does not take a generic word (“Sales”) for an employer', () => {
    const text = [
      'Maria Gonzalez',
      'maria.gonzalez@example.com',
      'Work History',
      'Account Executive  Sales  Jan 2017 - Present',
      'Office Manager  Blue Fern Dental  2013 - 2016',
    ].join('\n')
    const tagger = handTagger([
      ['DES', 'Account Executive', 0.9],
      ['COM', 'Sales', 0.6],
      ['DES', 'Office Manager', 0.9],
      ['COM', 'Blue Fern Dental', 0.6],
    ])
    const f = extractFields(text, { now: NOW, tagger })
    expect(f.experience.map((e) => e.company)).toEqual([null, 'Blue Fern Dental'])
    expect(f.current_company?.value).not.toBe('Sales')
  })
  it('leaves out the school attended before college, keeping a school-leaving degree', () => {
    const text = [
      'Arjun Mehta',
      'arjun.mehta@example.com',
      'Education',
      'B.E. Mechanical Engineering, Visvesvaraya Technological University, 2016',
      'HSC, Sunrise Convent High School, 2012',
      'Greenfield Public School',
      'Harbour Business School (summer course)',
    ].join('\n')
    const tagger = handTagger([
      ['DEG', 'B.E. Mechanical Engineering', 0.9],
      ['COL', 'Visvesvaraya Technological University', 0.9],
      ['DEG', 'HSC', 0.8],
      ['COL', 'Sunrise Convent High School', 0.8],
      ['COL', 'Greenfield Public School', 0.7],
      ['COL', 'Harbour Business School', 0.7],
    ])
    const edu = extractFields(text, { now: NOW, tagger }).education
    expect(edu.map((e) => [e.degree, e.institution])).toEqual([
      ['B.E. Mechanical Engineering', 'Visvesvaraya Technological University'],
      ['HSC', null],
      [null, 'Harbour Business School'],
    ])
  })
  it('takes neither a template’s “Graduation date” nor an address’s state code for a degree', () => {
    const text = [
      'Grace Whitfield',
      '14 Elm Row, Chestertown, MD 21620',
      'grace.whitfield@example.com',
      'Education',
      'Bachelor of Arts in History, Chesapeake Bay University',
      'Graduation Date: May 2011',
    ].join('\n')
    const tagger = handTagger([
      ['DEG', 'MD', 0.6],
      ['DEG', 'Bachelor of Arts in History', 0.9],
      ['COL', 'Chesapeake Bay University', 0.9],
      ['DEG', 'Graduation Date', 0.5],
    ])
    const edu = extractFields(text, { now: NOW, tagger }).education
    expect(edu.map((e) => [e.degree, e.institution])).toEqual([
      ['Bachelor of Arts in History', 'Chesapeake Bay University'],
    ])
  })
  it('takes a less likely designation the title lexicon agrees with, on a dated line only', () => {
    const text = [
      'Lena Brandt',
      'lena.brandt@example.com',
      'Objective: a Store Manager position in a growing team.',
      'Friendly and reliable, with a knack for keeping shelves tidy and queues short on busy weekends.',
      'Experience',
      'Head Waiter at Corner Bistro, summer 2015',
      'Stock Rotation, 2013',
    ].join('\n')
    const tagger = handTagger([
      ['DES', 'Store Manager', 0.15],
      ['DES', 'Head Waiter', 0.12],
      ['DES', 'Stock Rotation', 0.12],
    ])
    const titles = extractFields(text, { now: NOW, tagger }).experience.map((e) => e.title)
    // "Store Manager" has no year near it; "Stock Rotation" is no title by the lexicon.
    expect(titles).toEqual(['Head Waiter'])
    const weak = handTagger([['DES', 'Head Waiter', UNSURE_TITLE / 2]])
    expect(extractFields(text, { now: NOW, tagger: weak }).experience.map((e) => e.title)).not.toContain('Head Waiter')
  })
})
