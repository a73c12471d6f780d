/**
 * The embedded extractor's text stage: segments → sections → fields. Pure and synchronous;
 * the same function runs in the Worker, in the tests and in the benchmark.
 */
import type { CountryCode } from 'libphonenumber-js/min'
import type { Found, ResumeFields } from '../fields.schema'
import { calibrate } from './calibration'
import { email, links, phone } from './contact'
import { statedYears, totalYears } from './dates'
import { education } from './education'
import { currentEntry, experience, piecesOf } from './experience'
import { location } from './location'
import { name } from './name'
import { titleScore } from './roles'
import { ofKind, sections } from './sections'
import { segment } from './segments'
import { skills } from './skills'

export type ParseOptions = {
  /** "Present" and "till date" mean this moment (experience years are counted to it). */
  now?: Date
  /** Default region for national phone numbers ("IN", "US"); without it only international numbers parse. */
  region?: CountryCode
}

export function extractFields(text: string, options: ParseOptions = {}): ResumeFields {
  const now = options.now ?? new Date()
  const segs = segment(text)
  const secs = sections(segs)
  const header = secs[0]?.segments ?? []
  const expSegs = ofKind(secs, 'experience')
  const eduSegs = ofKind(secs, 'education')
  const skillSegs = ofKind(secs, 'skills')
  const top = segs.slice(0, 40)

  const mail = email(text)
  const who = name(header.length ? header : top, mail?.value ?? null) ?? (header.length ? name(top, mail?.value ?? null) : null)

  // Without an experience heading, look for work history everywhere but the education and skills sections.
  const notWork = new Set([...eduSegs, ...skillSegs, ...ofKind(secs, 'projects', 'certifications', 'references')].map((s) => s.start))
  const work = experience(expSegs.length ? expSegs : segs.filter((s) => !notWork.has(s.start)), now)
  const current = currentEntry(work.entries)
  const headTitle = headerTitle(header.length ? header.slice(0, 8) : top.slice(0, 8), who?.source.end ?? -1)
  const currentTitle: Found<string> | null =
    current?.title ? { value: current.title, confidence: current.confidence, source: current.source } : headTitle
  const currentCompany: Found<string> | null = current?.company ? { value: current.company, confidence: current.confidence, source: current.source } : null

  const stated = statedYears(text.slice(0, 4000))
  const years: Found<number> | null = work.ranges.length
    ? { value: totalYears(work.ranges, now), confidence: expSegs.length ? 0.8 : 0.6, source: spanOf(work.entries) }
    : stated
      ? { value: stated.years, confidence: 0.6, source: { start: stated.start, end: stated.end } }
      : null

  const summarySegs = ofKind(secs, 'summary')
  const summaryText = summarySegs.length ? summarySegs : []
  const summary: Found<string> | null = summaryText.length
    ? {
        value: text.slice(summaryText[0]!.start, summaryText[Math.min(summaryText.length, 12) - 1]!.end).replace(/\s+/g, ' ').slice(0, 1200),
        confidence: 0.8,
        source: { start: summaryText[0]!.start, end: summaryText[Math.min(summaryText.length, 12) - 1]!.end },
      }
    : null

  const fields: ResumeFields = {
    name: who,
    email: mail,
    phone: phone(text, options.region),
    location: location(header.slice(0, 12), top),
    current_title: currentTitle,
    current_company: currentCompany,
    experience_years: years,
    skills: skills(segs, skillSegs),
    education: education(eduSegs.length ? eduSegs : segs, !eduSegs.length),
    experience: work.entries,
    links: links(text),
    summary,
  }
  return calibrate(fields)
}

/** The designation under the name in the header ("Meda Cronin / Associate Software Engineer"). */
function headerTitle(head: { start: number; end: number; text: string; index: number; blockStart: boolean }[], after: number): Found<string> | null {
  for (const seg of head) {
    if (seg.end <= after) continue
    for (const p of piecesOf(seg)) {
      const s = titleScore(p.text)
      if (s >= 0.8) return { value: p.text, confidence: s >= 1 ? 0.75 : 0.6, source: { start: p.start, end: p.start + p.text.length } }
    }
  }
  return null
}

const spanOf = (items: { source: { start: number; end: number } }[]) =>
  items.length ? { start: Math.min(...items.map((i) => i.source.start)), end: Math.max(...items.map((i) => i.source.end)) } : { start: 0, end: 0 }
