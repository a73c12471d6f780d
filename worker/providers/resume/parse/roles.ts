/** Is a short phrase a job title? A company? Scores in [0, 1] from the lexicons. */
import { COMPANY_SUFFIX, KNOWN_COMPANIES } from '../vocab/companies'
import { degreeIndex } from '../vocab/degrees'
import { INSTITUTION_CUE } from '../vocab/institutions'
import { FUNCTIONS, NOT_TITLE, ROLE_NOUNS, SENIORITY } from '../vocab/titles'
import { headingKind } from './sections'

const ROLE = new Set(ROLE_NOUNS)
const SENIOR = new Set(SENIORITY)
const FUNCTION = new Set(FUNCTIONS.flatMap((f) => f.split(' ')))
const SMALL = new Set(['of', 'and', 'for', 'in', 'the', '&', 'to', 'at', 'on', '/', '-', 'with', 'a', 'an', 'de'])
const KNOWN = new Map(KNOWN_COMPANIES.map((c) => [c.toLowerCase(), c]))
const MULTI_ROLES = ROLE_NOUNS.filter((r) => r.includes(' '))

/** Strip bullets, trailing separators and a trailing parenthetical. */
export const tidy = (s: string) =>
  s
    .replace(
      /^(?:client|company|employer|organi[sz]ation|designation|position|role|title|working at|worked at)\s*[:\-–]\s*/i,
      '',
    )
    .replace(/^[\s"'“”‘’•*·:,;–—-]+/, '')
    .replace(/[\s"'“”‘’•*·:,;–—-]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()

const wordsLower = (s: string) =>
  s
    .toLowerCase()
    .replace(/[(),]/g, ' ')
    .split(/[\s/]+/)
    .filter(Boolean)

export function titleScore(raw: string): number {
  const s = tidy(raw)
  if (s.length < 2 || s.length > 70 || /[@:;!?]|https?|www\./i.test(s)) return 0
  if (/\d/.test(s.replace(/\b(?:I{1,3}|IV|[1-3])\b/g, '').replace(/\bL[1-3]\b/g, ''))) return 0
  if (NOT_TITLE.test(s) || headingKind(s)) return 0
  const words = wordsLower(s)
  if (words.length > 7) return 0
  if (s === s.toLowerCase()) {
    // "software engineer" in lowercase: only when every word is from the lexicons.
    if (words.length > 4 || !words.every((w) => ROLE.has(w) || SENIOR.has(w) || FUNCTION.has(w) || SMALL.has(w)))
      return 0
  } else {
    if (!/^[A-Z(]/.test(s)) return 0
    const lowerWords = s.split(/\s+/).filter((w) => /^[a-z]/.test(w) && !SMALL.has(w))
    if (lowerWords.length > 1) return 0
  }
  if (degreeIndex(s) >= 0 && degreeIndex(s) < 3) return 0
  if (INSTITUTION_CUE.test(s)) return 0
  const clean = words.map((w) => w.replace(/[.'’]+$/, ''))
  const last = clean[clean.length - 1] as string
  const joined = clean.join(' ')
  let score = 0
  if (ROLE.has(last) || MULTI_ROLES.some((r) => joined.endsWith(r))) score = 1
  else {
    const before = s.split(/\s+(?:of|for|in|-|–|\/|\()\s*/i)[0] as string
    const b = wordsLower(before).map((w) => w.replace(/[.'’]+$/, ''))
    if (b.length && ROLE.has(b[b.length - 1] as string)) score = 0.8
    else if (clean.some((w) => ROLE.has(w)) && clean.length <= 4) score = 0.5
  }
  if (!score) return 0
  // "Associate" or "Lead" alone is a seniority, not a role; a company suffix means a company.
  if (
    clean.length === 1 &&
    SENIOR.has(last) &&
    !['lead', 'associate', 'intern', 'trainee', 'consultant'].includes(last)
  )
    score *= 0.5
  if (COMPANY_SUFFIX.test(s) && !ROLE.has(last)) return 0
  return score
}

export function companyScore(raw: string): number {
  const s = tidy(raw)
  if (s.length < 2 || s.length > 80 || /@|https?:|www\./i.test(s)) return 0
  if (!/^[A-Z0-9]/.test(s)) return 0
  const words = s.split(/\s+/)
  if (words.length > 9) return 0
  const lowerWords = words.filter((w) => /^[a-z]/.test(w) && !SMALL.has(w))
  if (lowerWords.length > 1) return 0
  if (headingKind(s) || INSTITUTION_CUE.test(s)) return 0
  if (KNOWN.has(s.toLowerCase())) return 0.9
  if (COMPANY_SUFFIX.test(s)) return titleScore(s) >= 1 ? 0.3 : 0.85
  const first = s.split(/[\s,/]+/)[0]?.toLowerCase() ?? ''
  if (KNOWN.has(first) && words.length <= 3) return 0.7
  return 0
}
