import { describe, expect, it } from 'vitest'
import { embeddedGenerator } from '../../../worker/providers/job-description/embedded'
import type { JobDescriptionInput } from '../../../worker/providers/job-description/types'
import { workersAiGenerator } from '../../../worker/providers/job-description/workers-ai'

const input: JobDescriptionInput = {
  title: 'Product Designer',
  department: 'Design',
  skills: ['Figma', 'User Research'],
  niceToHave: [],
  experienceMin: 3,
  experienceMax: null,
  employmentType: 'full_time',
  workplace: 'remote',
  location: null,
  salary: null,
  benefits: ['Four-day week in summer'],
  business: { name: 'Acme', industry: 'Software', size: null, country: 'US', website: null },
}

const answer = {
  about:
    'Acme builds scheduling software. As our Product Designer you will shape the product from research to release.',
  responsibilities: [
    'Run user research with customers',
    'Design flows and interfaces in Figma',
    'Enjoy our competitive salary and stock options',
  ],
  requirements: ['3+ years designing software products', 'A portfolio', 'Unlimited PTO and a gym allowance'],
  nice_to_have: ['Experience with design systems'],
}

const fakeAi = (reply: unknown) => ({ run: async () => ({ response: reply }) })

describe('the Workers AI job-description writer', () => {
  it('uses the model’s sections but drops any line about pay or perks, and lists only the form’s benefits', async () => {
    const jd = await workersAiGenerator(fakeAi(answer)).generate(input)
    expect(jd.provider).toBe('workers-ai')
    expect(jd.sections.responsibilities).toEqual([
      'Run user research with customers',
      'Design flows and interfaces in Figma',
    ])
    expect(jd.sections.requirements).toEqual(['3+ years designing software products', 'A portfolio'])
    expect(jd.sections.benefits).toEqual(['Four-day week in summer'])
    expect(jd.description).not.toMatch(/salary|stock|PTO|gym/i)
  })

  it('falls back to the embedded writer when the model fails, answers nonsense or is not bound', async () => {
    const broken = { run: async () => Promise.reject(new Error('overloaded')) }
    for (const ai of [broken, fakeAi('not json'), fakeAi({ about: 'short' }), undefined]) {
      const jd = await workersAiGenerator(ai).generate(input)
      expect(jd.provider).toBe('embedded')
      expect(jd).toEqual(await embeddedGenerator.generate(input))
    }
  })
})
