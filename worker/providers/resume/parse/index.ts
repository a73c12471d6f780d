/**
 * The embedded extractor's text stage: segments → sections → fields. Pure and synchronous;
 * the same function runs in the Worker, in the tests and in the benchmark.
 */
import type { CountryCode } from 'libphonenumber-js/min'
import type { Found, ResumeExperience, ResumeFields } from '../fields.schema'
import { embeddedTagger, type Tagger } from '../tagger'
import { calibrate } from './calibration'
import { combine } from './combine'
import { email, links, phone } from './contact'
import { statedYears, totalYears } from './dates'
import { education } from './education'
import { currentEntry, experience, piecesOf } from './experience'
import { isPlace, location } from './location'
import { name } from './name'
import { companyScore, titleScore } from './roles'
import { ofKind, sections } from './sections'
import type { Segment } from './segments'
import { segment } from './segments'
import { skills } from './skills'

export type ParseOptions = {
  /** "Present" and "till date" mean this moment (experience years are counted to it). */
  now?: Date
  /** Default region for national phone numbers ("IN", "US"); without it only international numbers parse. */
  region?: CountryCode
  /** The sequence tagger combined with the rules: the shipped model by default; null for the rules alone. */
  tagger?: Tagger | null
}

/** Fields with calibrated confidences: the rules, combined with the tagger's spans (combine.ts). */
export function extractFields(text: string, options: ParseOptions = {}): ResumeFields {
  const { fields, shells } = ruleFields(text, options)
  const rules = calibrate(fields)
  const tagger = options.tagger === undefined ? embeddedTagger() : options.tagger
  if (!tagger) return rules
  return combine(text, segment(text), rules, shells, tagger(text, options.now ?? new Date()))
}

/** Fields with the rules' raw scores (what the calibration table is built from). */
export function extractRawFields(text: string, options: ParseOptions = {}): ResumeFields {
  return ruleFields(text, options).fields
}

function ruleFields(text: string, options: ParseOptions): { fields: ResumeFields; shells: ResumeExperience[] } {
  const now = options.now ?? new Date()
  const segs = segment(text)
  const secs = sections(segs)
  const header = secs[0]?.segments ?? []
  const expSegs = ofKind(secs, 'experience')
  const eduSegs = ofKind(secs, 'education')
  const skillSegs = ofKind(secs, 'skills')
  const top = segs.slice(0, 40)

  const mail = email(text)
  const tel = phone(text, options.region)
  const hasContact = !!mail || !!tel
  const who =
    name(header.length ? header : top, mail?.value ?? null, hasContact) ??
    (header.length ? name(top, mail?.value ?? null, hasContact) : null)

  // Without an experience heading, look for work history everywhere but the education and skills sections.
  const notWork = new Set(
    [...eduSegs, ...skillSegs, ...ofKind(secs, 'projects', 'certifications', 'references')].map((s) => s.start),
  )
  const work = experience(text, expSegs.length ? expSegs : segs.filter((s) => !notWork.has(s.start)), now)
  const current = currentEntry(work.entries)
  const head = headerTitle(header.length ? header.slice(0, 8) : top.slice(0, 8), who?.source.end ?? -1)
  // The headline under the name is the current title; else the role held now.
  const currentTitle: Found<string> | null =
    head?.title ??
    (current?.title ? { value: current.title, confidence: current.confidence, source: current.source } : null)
  const currentCompany: Found<string> | null =
    head?.company ??
    (current?.company ? { value: current.company, confidence: current.confidence, source: current.source } : null)

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
        value: text
          .slice(summaryText[0]!.start, summaryText[Math.min(summaryText.length, 12) - 1]!.end)
          .replace(/\s+/g, ' ')
          .slice(0, 1200),
        confidence: 0.8,
        source: { start: summaryText[0]!.start, end: summaryText[Math.min(summaryText.length, 12) - 1]!.end },
      }
    : null

  const fields: ResumeFields = {
    name: who,
    email: mail,
    phone: tel,
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
  return { fields, shells: work.shells }
}

/** The headline under the name ("Associate Software Engineer", "ESB Integration Developer - Cisco Systems"). */
function headerTitle(head: Segment[], after: number): { title: Found<string>; company: Found<string> | null } | null {
  for (const seg of head.slice(0, 4)) {
    if (seg.end <= after) continue
    const pieces = piecesOf(seg)
    for (const [i, p] of pieces.entries()) {
      const s = titleScore(p.text)
      if (s < 0.8) continue
      const title = {
        value: p.text,
        confidence: s >= 1 ? 0.8 : 0.65,
        source: { start: p.start, end: p.start + p.text.length },
      }
      const next = pieces[i + 1]
      const company =
        next &&
        (companyScore(next.text) > 0 || (titleScore(next.text) === 0 && !isPlace(next.text) && !/@|\d/.test(next.text)))
          ? {
              value: next.text,
              confidence: companyScore(next.text) > 0 ? 0.8 : 0.65,
              source: { start: next.start, end: next.start + next.text.length },
            }
          : null
      return { title, company }
    }
  }
  return null
}

const spanOf = (items: { source: { start: number; end: number } }[]) =>
  items.length
    ? { start: Math.min(...items.map((i) => i.source.start)), end: Math.max(...items.map((i) => i.source.end)) }
    : { start: 0, end: 0 }
