/**
 * The production adapter: Workers AI reads the text (the embedded readers still turn the file
 * into text) and answers the fields as JSON that follows a schema. Each value is located in the
 * text for its source; a value not found there is given low confidence (the model may have
 * rephrased it, or made it up). Any failure — no binding, an error, an answer that does not
 * parse or fit the schema — falls back to the embedded extractor, so extraction never fails
 * because of the model.
 */
import { z } from 'zod'
import { extractResumeText as embeddedText } from './embedded'
import { type Found, type ResumeExtraction, type ResumeFields, resumeFields } from './fields.schema'
import { phone as findPhone } from './parse/contact'
import { readResumeFile } from './read'
import type { ExtractOptions, ResumeExtractor, ResumeFile } from './types'

/** The part of the Workers AI binding this adapter uses (a test passes a fake with canned answers). */
export type AiBinding = { run(model: string, input: Record<string, unknown>): Promise<unknown> }

export const DEFAULT_RESUME_MODEL = '@cf/meta/llama-3.3-70b-instruct-fp8-fast'
/** The model reads at most this much of the text (a resume past it is rare; the prompt must fit the context). */
const MAX_CHARS = 24_000

const str = z.string().trim().min(1).nullable()
/** What the model is asked for: values only; offsets and confidences are ours to give. */
export const aiAnswer = z.object({
  name: str,
  email: str,
  phone: str,
  location: str,
  current_title: str,
  current_company: str,
  experience_years: z.number().min(0).max(70).nullable(),
  skills: z.array(z.string().trim().min(1)).max(200),
  education: z
    .array(z.object({ degree: str, institution: str, year: z.number().int().min(1900).max(2100).nullable() }))
    .max(30),
  experience: z
    .array(
      z.object({ title: str, company: str, from: z.string().nullable(), to: z.string().nullable(), location: str }),
    )
    .max(50),
  links: z.object({ linkedin: str, github: str, portfolio: str }),
  summary: str,
})
type AiAnswer = z.infer<typeof aiAnswer>

const SYSTEM = [
  'You extract structured data from a resume. Answer only with JSON that follows the schema.',
  'Copy values exactly as they are written in the resume (same words and spelling); use null when a value is not in the resume; never guess.',
  'Dates: "YYYY-MM" or "YYYY"; "to" is "present" for a role held now. experience_years: total years of work, overlaps counted once.',
  'skills: the skills, tools and technologies the resume names. current_title/current_company: the role held now (or the latest one).',
].join('\n')

export function workersAiExtractor(ai: AiBinding | undefined, model = DEFAULT_RESUME_MODEL): ResumeExtractor {
  async function extractResumeText(text: string, options: ExtractOptions = {}): Promise<ResumeExtraction> {
    if (!ai) {
      console.warn('RESUME_EXTRACTOR is "workers-ai" but the AI binding is missing; using the embedded extractor.')
      return embeddedText(text, options)
    }
    try {
      const result = await ai.run(model, {
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: text.slice(0, MAX_CHARS) },
        ],
        response_format: { type: 'json_schema', json_schema: z.toJSONSchema(aiAnswer) },
        max_tokens: 4096,
        temperature: 0,
      })
      const raw = (result as { response?: unknown })?.response ?? result
      const answer = aiAnswer.parse(typeof raw === 'string' ? JSON.parse(raw) : raw)
      const fields = resumeFields.parse(toFields(text, answer, options))
      return { text, fields }
    } catch (err) {
      console.warn(
        `Workers AI resume extraction failed (${err instanceof Error ? err.message : String(err)}); using the embedded extractor.`,
      )
      return embeddedText(text, options)
    }
  }
  return {
    name: 'workers-ai',
    extractResumeText,
    async extractResume(file: ResumeFile, options?: ExtractOptions) {
      return extractResumeText(await readResumeFile(file), options)
    },
  }
}

/** Confidence of a model's value: found verbatim in the text, found ignoring case and spacing, or not found. */
const FOUND = 0.85
const FOUND_LOOSELY = 0.75
const NOT_FOUND = 0.4

function locate(text: string, value: string): { start: number; end: number; confidence: number } {
  const exact = text.indexOf(value)
  if (exact >= 0) return { start: exact, end: exact + value.length, confidence: FOUND }
  const pattern = value
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+')
  const m = pattern ? new RegExp(pattern, 'i').exec(text) : null
  if (m) return { start: m.index, end: m.index + m[0].length, confidence: FOUND_LOOSELY }
  return { start: 0, end: 0, confidence: NOT_FOUND }
}

function found<T>(text: string, shown: string | null, value: T | null = shown as T | null): Found<T> | null {
  if (shown === null || value === null) return null
  const at = locate(text, shown)
  return { value, confidence: at.confidence, source: { start: at.start, end: at.end } }
}

const month = (s: string | null) => (s && /^\d{4}(?:-(?:0[1-9]|1[0-2]))?$/.test(s) ? s : null)
const url = (s: string | null) => {
  if (!s) return null
  const withScheme = /^https?:\/\//i.test(s) ? s : `https://${s}`
  return z.string().url().safeParse(withScheme).success ? withScheme : null
}

function toFields(text: string, a: AiAnswer, options: ExtractOptions): ResumeFields {
  const span = (...values: (string | null)[]) => {
    const spots = values
      .filter((v): v is string => !!v)
      .map((v) => locate(text, v))
      .filter((s) => s.confidence > NOT_FOUND)
    if (!spots.length) return { source: { start: 0, end: 0 }, confidence: NOT_FOUND }
    return {
      source: { start: Math.min(...spots.map((s) => s.start)), end: Math.max(...spots.map((s) => s.end)) },
      confidence: Math.min(...spots.map((s) => s.confidence)),
    }
  }
  const email =
    a.email && z.string().email().safeParse(a.email.toLowerCase()).success
      ? found(text, a.email, a.email.toLowerCase())
      : null
  // The phone is normalised the same way the embedded extractor does it; its source is where the model's text is.
  const parsedPhone = a.phone ? findPhone(a.phone, options.region) : null
  const phoneAt = a.phone ? locate(text, a.phone) : null
  const phone =
    parsedPhone && phoneAt
      ? { value: parsedPhone.value, confidence: phoneAt.confidence, source: { start: phoneAt.start, end: phoneAt.end } }
      : null
  const link = (v: string | null) => {
    const u = url(v)
    return u && v ? found(text, v, u) : null
  }
  return {
    name: found(text, a.name),
    email,
    phone,
    location: found(text, a.location),
    current_title: found(text, a.current_title),
    current_company: found(text, a.current_company),
    experience_years:
      a.experience_years === null ? null : { value: a.experience_years, confidence: 0.7, source: { start: 0, end: 0 } },
    skills: [...new Map(a.skills.map((s) => [s.toLowerCase(), s])).values()].map(
      (s) => found(text, s) as Found<string>,
    ),
    education: a.education
      .filter((e) => e.degree || e.institution)
      .map((e) => ({ degree: e.degree, institution: e.institution, year: e.year, ...span(e.degree, e.institution) })),
    experience: a.experience
      .filter((e) => e.title || e.company)
      .map((e) => ({
        title: e.title,
        company: e.company,
        from: month(e.from),
        to: e.to && /^(?:present|current|now)$/i.test(e.to) ? 'present' : month(e.to),
        location: e.location,
        ...span(e.title, e.company),
      })),
    links: { linkedin: link(a.links.linkedin), github: link(a.links.github), portfolio: link(a.links.portfolio) },
    summary: found(text, a.summary),
  }
}
