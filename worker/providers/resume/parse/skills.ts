/**
 * Skills: the vocabulary (with synonyms) matched anywhere in the text, plus the items of the
 * skills sections' lists, which name skills the vocabulary does not know.
 */
import type { ResumeSkill } from '../fields.schema'
import { SKILLS, type SkillEntry } from '../vocab/skills'
import { isPlace } from './location'
import { companyScore, titleScore } from './roles'
import type { Segment } from './segments'

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const FORM_TO_ENTRY = new Map<string, SkillEntry>()
for (const entry of SKILLS)
  for (const form of entry.forms)
    if (!FORM_TO_ENTRY.has(form.toLowerCase())) FORM_TO_ENTRY.set(form.toLowerCase(), entry)
const VOCAB = new RegExp(
  `(?<![A-Za-z0-9+#])(?:${[...FORM_TO_ENTRY.keys()]
    .sort((a, b) => b.length - a.length)
    .map((f) => esc(f).replace(/ /g, '[\\s-]+'))
    .join('|')})(?![A-Za-z0-9+#]|\\.[A-Za-z])`,
  'gi',
)

/** The canonical name of a skill as written ("ReactJS" → "React"), or null when the vocabulary does not know it. */
export function canonicalSkill(text: string): string | null {
  return (
    FORM_TO_ENTRY.get(
      text
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, ' '),
    )?.canonical ?? null
  )
}

/** A skill's vocabulary entry as written ("ReactJS" → React's entry), or null. */
export function skillEntry(text: string): SkillEntry | null {
  return (
    FORM_TO_ENTRY.get(
      text
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, ' '),
    ) ?? null
  )
}

/** Every mention of a vocabulary skill in a piece of text, as written, with its entry. */
export function skillMentions(text: string): { start: number; end: number; written: string; entry: SkillEntry }[] {
  const out: { start: number; end: number; written: string; entry: SkillEntry }[] = []
  for (const m of text.matchAll(VOCAB)) {
    const entry = FORM_TO_ENTRY.get(m[0].toLowerCase().replace(/[\s-]+/g, ' '))
    if (entry) out.push({ start: m.index, end: m.index + m[0].length, written: m[0], entry })
  }
  return out
}

const FILLER = /\b(?:the|of|for|with|as|per|if|in|to|from|by|on|is|are|was|using|which|etc|any|other|self|years?)\b/i
const LEVELS =
  /^(?:advanced|intermediate|basic|beginner|expert|proficient|good|excellent|fluent|native|working knowledge|familiar|less than \d+ years?|\d+\+? years?|\d+ months?|current|skill level|name|last used|experience|years?)$/i
const LIST_SPLIT = /\s*(?:[,;|•·●▪■➢►✓]|\s\/\s|\s[-–—]\s|\band\b|\s&\s|&amp;)\s*/
const LABEL = /^([A-Za-z][A-Za-z /&()-]{1,40}?)\s*[:\-–]\s+/

export function skills(all: Segment[], inSkills: Segment[]): ResumeSkill[] {
  const found = new Map<string, ResumeSkill>()
  const add = (value: string, confidence: number, start: number, end: number) => {
    const key = value.toLowerCase()
    const had = found.get(key)
    if (!had || had.confidence < confidence) found.set(key, { value, confidence, source: { start, end } })
  }
  // By end offset: a skills list that shares its line with the heading ("Skills: SQL, Excel") starts after it.
  const skillSet = new Set(inSkills.map((s) => s.end))
  const inSkillSection = (seg: Segment) => skillSet.has(seg.end)

  for (const seg of all) {
    const listed = inSkillSection(seg)
    for (const m of seg.text.matchAll(VOCAB)) {
      const entry = FORM_TO_ENTRY.get(m[0].toLowerCase().replace(/[\s-]+/g, ' '))
      if (!entry) continue
      if (entry.strict && !(listed && entry.forms.includes(m[0]))) continue
      const oneWord = !/\s/.test(m[0].trim())
      if (!listed && entry.broad && oneWord) continue
      add(
        entry.canonical,
        listed ? 0.9 : entry.broad ? 0.55 : 0.7,
        seg.start + m.index,
        seg.start + m.index + m[0].length,
      )
    }
  }

  for (const seg of inSkills) {
    // Only lists: a segment with separators, or a short phrase on its own line.
    const isList = /[,;|•·]/.test(seg.text) || (seg.text.split(/\s+/).length <= 3 && !/[.:]$/.test(seg.text))
    if (!isList) continue
    let text = seg.text
    let offset = 0
    const label = LABEL.exec(text)
    if (label && label[1] && label[1].split(/\s+/).length <= 4) {
      offset = label[0].length
      text = text.slice(offset)
    }
    let at = 0
    for (const part of text.split(LIST_SPLIT)) {
      const idx = text.indexOf(part, at)
      at = idx + part.length
      const item = part
        .replace(/\([^)]*\)?|\[[^\]]*\]?/g, '')
        .replace(/[.:]+$/, '')
        .trim()
      const words = item.split(/\s+/).length
      if (!item || item.length < 2 || item.length > 40 || words > 4) continue
      if (!/^[A-Z.#+]/.test(item) && !(words === 1 && /^[a-z]{3,}$/.test(item) && /,/.test(seg.text))) continue
      if (LEVELS.test(item) || /\d{4}|https?:|www\.|@/.test(item) || FILLER.test(item)) continue
      if (titleScore(item) > 0 || isPlace(item) || companyScore(item) > 0.5) continue
      const canonical = canonicalSkill(item)
      if (canonical) continue // counted above from the vocabulary
      const start = seg.start + offset + idx + part.indexOf(item.split(/\s/)[0] as string)
      add(item, words <= 3 ? 0.6 : 0.45, start, start + item.length)
    }
  }
  return [...found.values()].sort((a, b) => a.source.start - b.source.start)
}
