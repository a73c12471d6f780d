/**
 * What an extracted resume says about the candidate, in the candidate form's fields
 * (browser-safe: the review screen pre-fills its form with it, and save_records starts from it
 * before the recruiter's corrections). Each field also names where it came from in the
 * extractor's answer, with its confidence, so the screen can highlight and mark it.
 */
import type { ResumeFields, TextSource } from '../../providers/resume/fields.schema'
import type { MergeableField } from './resumes.schema'

export type CandidateDraft = {
  first_name: string
  last_name: string
  email: string
  phone: string | null
  location: string | null
  current_title: string | null
  current_company: string | null
  experience_years: number | null
  qualification: string | null
  skills: string[]
  education: { degree: string; institution?: string; year?: number }[]
  experience: { title: string; company?: string; from?: string; to?: string }[]
  summary: string | null
  linkedin_url: string | null
}

/** Where a field of the draft was read: its confidence and its span in the resume's text. */
export type FieldOrigin = { confidence: number; source: TextSource }
export type DraftOrigins = Partial<Record<MergeableField, FieldOrigin>>

const cut = (v: string | null | undefined, max: number) => (v ? v.trim().slice(0, max) || undefined : undefined)

/** "Allen Neal King" → Allen / Neal King; one word is a first name alone. */
export function splitName(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return { first: (words[0] ?? '').slice(0, 80), last: words.slice(1).join(' ').slice(0, 80) }
}

/** A phone as the candidate form takes it: a leading + and digits (E.164 when the extractor parsed it). */
export function phoneForForm(phone: string | null | undefined): string | null {
  if (!phone) return null
  const digits = phone.replace(/\D/g, '')
  if (digits.length < 6) return null
  return `${phone.trim().startsWith('+') ? '+' : ''}${digits.slice(0, 19)}`
}

/** The degree a recruiter calls the qualification: the most recent entry's (by year, else the first listed). */
function highestDegree(education: ResumeFields['education']) {
  const withDegree = education.filter((e) => e.degree)
  const dated = withDegree.filter((e) => e.year).sort((a, b) => (b.year ?? 0) - (a.year ?? 0))
  return dated[0] ?? withDegree[0] ?? null
}

const origin = (f: { confidence: number; source: TextSource } | null | undefined): FieldOrigin | undefined =>
  f ? { confidence: f.confidence, source: f.source } : undefined

/** The lowest confidence of a list's items (a list is as sure as its least sure item). */
const listOrigin = (items: { confidence: number; source: TextSource }[]): FieldOrigin | undefined => {
  if (!items.length) return undefined
  const least = items.reduce((a, b) => (b.confidence < a.confidence ? b : a))
  return { confidence: least.confidence, source: items[0]!.source }
}

/** The candidate an extraction describes, within the candidate form's limits. */
export function candidateDraft(fields: ResumeFields): { draft: CandidateDraft; origins: DraftOrigins } {
  const name = fields.name ? splitName(fields.name.value) : { first: '', last: '' }
  const degree = highestDegree(fields.education)
  const seen = new Set<string>()
  const skills = fields.skills
    .map((s) => s.value.trim().slice(0, 60))
    .filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()))
    .slice(0, 50)
  const education = fields.education
    .filter((e) => e.degree)
    .slice(0, 20)
    .map((e) => ({
      degree: e.degree!.trim().slice(0, 160),
      ...(cut(e.institution, 160) ? { institution: cut(e.institution, 160) } : {}),
      ...(e.year && e.year >= 1950 && e.year <= 2100 ? { year: e.year } : {}),
    }))
  const experience = fields.experience
    .filter((e) => e.title)
    .slice(0, 30)
    .map((e) => ({
      title: e.title!.trim().slice(0, 160),
      ...(cut(e.company, 160) ? { company: cut(e.company, 160) } : {}),
      ...(e.from ? { from: e.from } : {}),
      ...(e.to ? { to: e.to } : {}),
    }))
  const years = fields.experience_years?.value
  const draft: CandidateDraft = {
    first_name: name.first,
    last_name: name.last,
    email: fields.email?.value.trim().toLowerCase() ?? '',
    phone: phoneForForm(fields.phone?.value),
    location: cut(fields.location?.value, 160) ?? null,
    current_title: cut(fields.current_title?.value, 160) ?? null,
    current_company: cut(fields.current_company?.value, 160) ?? null,
    experience_years: years === undefined ? null : Math.min(60, Math.floor(years)),
    qualification: cut(degree?.degree, 160) ?? null,
    skills,
    education,
    experience,
    summary: cut(fields.summary?.value, 5000) ?? null,
    linkedin_url: cut(fields.links.linkedin?.value, 300) ?? null,
  }
  const origins: DraftOrigins = {
    first_name: origin(fields.name),
    last_name: fields.name && name.last ? origin(fields.name) : undefined,
    email: origin(fields.email),
    phone: draft.phone ? origin(fields.phone) : undefined,
    location: origin(fields.location),
    current_title: origin(fields.current_title),
    current_company: origin(fields.current_company),
    experience_years: origin(fields.experience_years),
    qualification: degree ? { confidence: degree.confidence, source: degree.source } : undefined,
    skills: listOrigin(fields.skills),
    education: listOrigin(fields.education.filter((e) => e.degree)),
    experience: listOrigin(fields.experience.filter((e) => e.title)),
    summary: origin(fields.summary),
    linkedin_url: origin(fields.links.linkedin),
  }
  return { draft, origins }
}
