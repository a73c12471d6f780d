/**
 * Words and skills of a piece of text, as matching compares them. Skills go through the resume
 * extractor's one vocabulary (providers/resume/vocab/skills.ts), so "ReactJS", "React.js" and
 * "React" are the same skill here as there; words are lower-cased, folded and lightly stemmed.
 */
import { canonicalSkill, skillMentions } from '../../providers/resume/parse/skills'

const STOP = new Set(
  (
    'a an and are as at be by for from has have in is it its of on or our the their this to was were will with you your we ' +
    'who what when where which while into over under about across than then them they he she his her i me my us not no ' +
    'can could should would may might must all any each every more most other some such only own same so too very just ' +
    'also well able work working worked team role years year experience experienced including include includes using use used ' +
    'etc per via new good strong great excellent skills skill knowledge understanding ability responsible responsibilities'
  ).split(' '),
)

/** Lower-case, accents folded, split on anything but letters, digits, + and # (C++, C#). */
export function words(text: string | null | undefined): string[] {
  if (!text) return []
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter((w) => w.length > 1 && !STOP.has(w) && !/^\d+$/.test(w))
    .map(stem)
}

/** Plurals and a few endings folded ("engineers" → "engineer", "analytics" ≈ "analytic"); same rule on both sides. */
export function stem(w: string): string {
  if (w.length <= 4 || /[+#]/.test(w)) return w
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`
  if (w.endsWith('sses')) return w.slice(0, -2)
  if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) return w.slice(0, -1)
  return w
}

/** A skill's key: its canonical name when the vocabulary knows it, else the text tidied. Lower-case. */
export function skillKey(written: string): string {
  return (canonicalSkill(written) ?? written.trim().replace(/\s+/g, ' ')).toLowerCase()
}

/** A skill's name to show: the vocabulary's canonical spelling, or as written. */
export function skillName(written: string): string {
  return canonicalSkill(written) ?? written.trim().replace(/\s+/g, ' ')
}

/**
 * Vocabulary skills mentioned in free text (a summary, a job description), by canonical name.
 * Ambiguous entries ("Go", "R") count only written exactly as the vocabulary spells them, and
 * one-word broad ones ("Sales") not at all: in prose they are ordinary words.
 */
export function mentionedSkills(text: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>()
  if (!text) return out
  for (const m of skillMentions(text)) {
    if (m.entry.strict && !m.entry.forms.includes(m.written)) continue
    if (m.entry.broad && !/\s/.test(m.written.trim())) continue
    const key = m.entry.canonical.toLowerCase()
    if (!out.has(key)) out.set(key, m.entry.canonical)
  }
  return out
}

/** Words that say how senior a title is, not what the job is. */
const SENIOR = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'chief',
  'head',
  'mid',
  'entry',
  'level',
  'ii',
  'iii',
  'iv',
])
/**
 * Role nouns that name the same job: the titles people write for one role differ more than its
 * skills do ("Backend Developer" / "Backend Engineer"). Only role nouns; skills have their own vocabulary.
 */
const SAME_ROLE: Record<string, string> = {
  developer: 'engineer',
  programmer: 'engineer',
  dev: 'engineer',
  swe: 'engineer',
  adviser: 'advisor',
  consultant: 'advisor',
  administrator: 'admin',
  representative: 'rep',
  frontend: 'front-end',
  backend: 'back-end',
}

/** The words of a job title that say what the job is: seniority left out, role nouns folded. */
export function titleCore(title: string | null | undefined): string[] {
  if (!title) return []
  const spaced = title
    .replace(/\bfront[\s-]?end\b/gi, 'frontend')
    .replace(/\bback[\s-]?end\b/gi, 'backend')
    .replace(/\bfull[\s-]?stack\b/gi, 'fullstack')
  const out = words(spaced)
    .filter((w) => !SENIOR.has(w))
    .map((w) => SAME_ROLE[w] ?? w)
  return [...new Set(out)]
}

/** How senior a title says its holder is: -1 junior, 0 not said, 1 senior, 2 lead/principal/head. */
export function seniorityOf(title: string | null | undefined): number {
  const w = new Set(words(title))
  if (['principal', 'head', 'chief', 'director', 'vp'].some((s) => w.has(s))) return 2
  if (w.has('lead') || w.has('staff')) return 2
  if (w.has('senior') || w.has('sr')) return 1
  if (['junior', 'jr', 'intern', 'trainee', 'graduate', 'entry'].some((s) => w.has(s))) return -1
  return 0
}
