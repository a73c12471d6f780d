/** The Workers AI adapter against a fake AI binding (canned JSON), and the choice by configuration. */
import { describe, expect, it } from 'vitest'
import { resumeExtractor } from '../../../worker/providers/resume'
import { resumeExtraction } from '../../../worker/providers/resume/fields.schema'
import type { AiBinding } from '../../../worker/providers/resume/workers-ai'
import { utf8 } from './make-files'

const TEXT = [
  'Aarav Mehta',
  'Product Manager at Zeta Fintech Pvt Ltd',
  'Mumbai, Maharashtra | aarav.mehta@example.com | +91 98200 11223',
  'Experience',
  'Product Manager, Zeta Fintech Pvt Ltd, Mar 2020 - Present',
  'Associate Product Manager, Paytm, 2018 - 2020',
  'Education',
  'MBA, Indian Institute of Management Ahmedabad, 2018',
  'Skills: Product Strategy, SQL, Jira',
].join('\n')

const ANSWER = {
  name: 'Aarav Mehta',
  email: 'aarav.mehta@example.com',
  phone: '+91 98200 11223',
  location: 'Mumbai, Maharashtra',
  current_title: 'Product Manager',
  current_company: 'Zeta Fintech Pvt Ltd',
  experience_years: 6.3,
  skills: ['Product Strategy', 'SQL', 'Jira', 'Roadmapping'],
  education: [{ degree: 'MBA', institution: 'Indian Institute of Management Ahmedabad', year: 2018 }],
  experience: [
    { title: 'Product Manager', company: 'Zeta Fintech Pvt Ltd', from: '2020-03', to: 'present', location: null },
    { title: 'Associate Product Manager', company: 'Paytm', from: '2018', to: '2020', location: null },
  ],
  links: { linkedin: null, github: null, portfolio: null },
  summary: null,
}

/** A fake binding: records what it was asked and answers as Workers AI does ({ response }). */
function fakeAi(answer: (model: string, input: Record<string, unknown>) => unknown) {
  const calls: { model: string; input: Record<string, unknown> }[] = []
  const ai: AiBinding = {
    async run(model, input) {
      calls.push({ model, input })
      return answer(model, input)
    },
  }
  return { ai, calls }
}

describe('Workers AI resume extraction', () => {
  it('asks the model with a JSON schema and locates each value in the text', async () => {
    const { ai, calls } = fakeAi(() => ({ response: ANSWER }))
    const extractor = resumeExtractor({ RESUME_EXTRACTOR: 'workers-ai', AI: ai })
    expect(extractor.name).toBe('workers-ai')
    const out = await extractor.extractResume({ bytes: utf8(TEXT), fileName: 'aarav.txt' }, { region: 'IN' })
    expect(resumeExtraction.safeParse(out).success).toBe(true)

    expect(calls).toHaveLength(1)
    expect(calls[0]?.model).toBe('@cf/meta/llama-3.3-70b-instruct-fp8-fast')
    const format = calls[0]?.input.response_format as {
      type: string
      json_schema: { properties: Record<string, unknown> }
    }
    expect(format.type).toBe('json_schema')
    expect(Object.keys(format.json_schema.properties)).toEqual(
      expect.arrayContaining(['name', 'skills', 'education', 'experience', 'links']),
    )

    const { text, fields } = out
    expect(fields.name?.value).toBe('Aarav Mehta')
    expect(text.slice(fields.name!.source.start, fields.name!.source.end)).toBe('Aarav Mehta')
    expect(fields.phone?.value).toBe('+919820011223')
    expect(fields.experience.map((e) => [e.title, e.company, e.from, e.to])).toEqual([
      ['Product Manager', 'Zeta Fintech Pvt Ltd', '2020-03', 'present'],
      ['Associate Product Manager', 'Paytm', '2018', '2020'],
    ])
    expect(fields.education[0]).toMatchObject({
      degree: 'MBA',
      institution: 'Indian Institute of Management Ahmedabad',
      year: 2018,
    })
    // A value the resume does not contain ("Roadmapping") is kept but not trusted.
    const roadmapping = fields.skills.find((s) => s.value === 'Roadmapping')
    const sql = fields.skills.find((s) => s.value === 'SQL')
    expect(roadmapping?.confidence).toBeLessThan(0.5)
    expect(sql?.confidence).toBeGreaterThan(0.8)
    expect(text.slice(sql!.source.start, sql!.source.end)).toBe('SQL')
  })

  it('accepts the answer as a JSON string and uses the configured model', async () => {
    const { ai, calls } = fakeAi(() => ({ response: JSON.stringify(ANSWER) }))
    const out = await resumeExtractor({
      RESUME_EXTRACTOR: 'workers-ai',
      RESUME_AI_MODEL: '@cf/qwen/qwen3-30b-a3b-fp8',
      AI: ai,
    }).extractResumeText(TEXT)
    expect(calls[0]?.model).toBe('@cf/qwen/qwen3-30b-a3b-fp8')
    expect(out.fields.current_company?.value).toBe('Zeta Fintech Pvt Ltd')
  })

  it('falls back to the embedded extractor when the model fails, answers nonsense, or the binding is missing', async () => {
    const failing = [
      fakeAi(() => {
        throw new Error('3040: Capacity temporarily exceeded')
      }).ai,
      fakeAi(() => ({ response: 'Sure! Here is the resume: {name: Aarav' })).ai,
      fakeAi(() => ({ response: { ...ANSWER, skills: 'SQL' } })).ai,
      undefined,
    ]
    for (const ai of failing) {
      const out = await resumeExtractor({ RESUME_EXTRACTOR: 'workers-ai', AI: ai }).extractResumeText(TEXT, {
        region: 'IN',
      })
      // The embedded parser's reading of the same resume.
      expect(out.fields.name?.value).toBe('Aarav Mehta')
      expect(out.fields.email?.value).toBe('aarav.mehta@example.com')
      expect(out.fields.experience.find((e) => e.from)).toMatchObject({
        title: 'Product Manager',
        company: 'Zeta Fintech Pvt Ltd',
        from: '2020-03',
        to: 'present',
      })
      expect(out.fields.skills.some((s) => s.value === 'Roadmapping')).toBe(false)
    }
  })

  it('still refuses files that cannot be read (a model cannot read a locked PDF either)', async () => {
    const { ai, calls } = fakeAi(() => ({ response: ANSWER }))
    await expect(
      resumeExtractor({ RESUME_EXTRACTOR: 'workers-ai', AI: ai }).extractResume({ bytes: new Uint8Array(0) }),
    ).rejects.toMatchObject({
      code: 'empty',
    })
    expect(calls).toHaveLength(0)
  })
})

describe('choosing the extractor', () => {
  it('is the embedded one by default and for any other value', () => {
    expect(resumeExtractor({}).name).toBe('embedded')
    expect(resumeExtractor({ RESUME_EXTRACTOR: 'embedded' }).name).toBe('embedded')
    expect(resumeExtractor({ RESUME_EXTRACTOR: 'something-else' }).name).toBe('embedded')
  })
})
