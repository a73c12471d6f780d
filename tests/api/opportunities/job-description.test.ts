/** "Draft with AI": POST /wildcard/opportunities/generate/job_description (embedded writer). */
import { beforeAll, describe, expect, it } from 'vitest'
import { mentionsPayOrPerk } from '../../../worker/providers/job-description/compose'
import { as, call, HOST, seed } from '../../setup/http'
import { staffWith } from './helpers'

let owner: string
const path = '/wildcard/opportunities/generate/job_description'
const draft = (body: unknown, cookie = owner) => call(HOST.acme, 'POST', path, { cookie, body })

beforeAll(async () => {
  await seed()
  owner = await as.acmeOwner()
})

const form = {
  title: 'Senior Backend Engineer',
  employment_type: 'full_time',
  workplace: 'hybrid',
  location: 'New York, NY',
  skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'AWS'],
  experience_min: 5,
  experience_max: 10,
}

describe('POST /wildcard/opportunities/generate/job_description', () => {
  it('writes a description in sections from the form and the business', async () => {
    const res = await draft(form)
    expect(res.status).toBe(200)
    const { description, sections, provider } = res.body.data
    expect(provider).toBe('embedded')
    for (const heading of ['## About the role', '## Responsibilities', '## Requirements', '## Nice to have'])
      expect(description).toContain(heading)
    expect(sections.about).toContain('Senior Backend Engineer')
    expect(sections.about).toContain('Acme')
    expect(sections.about).toContain('hybrid role, with time in our New York, NY office')
    expect(sections.requirements).toContain('5+ years of experience in a similar role')
    expect(sections.requirements).toContain('Strong, hands-on experience with TypeScript')
    expect(sections.responsibilities.length).toBeGreaterThanOrEqual(4)
  })

  it('never invents a salary or a benefit: without them there is no Benefits section, and a note says so', async () => {
    const res = await draft(form)
    const { description, sections, notes } = res.body.data
    expect(description).not.toContain('## Benefits')
    expect(sections.benefits).toEqual([])
    expect(notes[0]).toMatch(/no salary or benefits/)
    for (const line of [
      sections.about,
      ...sections.responsibilities,
      ...sections.requirements,
      ...sections.nice_to_have,
    ])
      expect(mentionsPayOrPerk(line)).toBe(false)
    expect(description).not.toMatch(/\$|salary|insurance|401|equity|bonus/i)
  })

  it('lists exactly the salary and the benefits the form gave', async () => {
    const res = await draft({
      ...form,
      salary_min: 140000,
      salary_max: 175000,
      salary_currency: 'USD',
      benefits: ['Health insurance from day one', 'A $1,500 yearly learning budget'],
    })
    const { sections, description } = res.body.data
    expect(sections.benefits).toEqual([
      'Salary: $140,000 – $175,000 a year',
      'Health insurance from day one',
      'A $1,500 yearly learning budget',
    ])
    expect(description.split('## Benefits')[1]?.trim().split('\n')).toHaveLength(3)
  })

  it('refuses bad input (422) and changes nothing; 401; 403 without creating or editing jobs; 422 for another business’s department', async () => {
    const bad = await draft({ title: 'x', experience_min: 9, experience_max: 2 })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['title']))
    expect((await call(HOST.acme, 'POST', path, { body: form })).status).toBe(401)
    const viewer = await staffWith(['opportunities.view'], 'jdviewer')
    expect((await draft(form, viewer)).status).toBe(403)
    const foreign = await draft({ ...form, department_id: crypto.randomUUID() })
    expect(foreign.status).toBe(422)
    expect(foreign.body.errors[0]?.field).toBe('department_id')
  })
})
