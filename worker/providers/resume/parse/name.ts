/**
 * The candidate's name: the first short run of capitalised words at the top that is not a
 * heading, a title, a place or contact detail. Corroborated when the e-mail's local part
 * contains one of its words.
 */
import type { Found } from '../fields.schema'
import { degreeLevel } from '../vocab/degrees'
import { CITIES, COUNTRIES, INDIAN_STATES } from '../vocab/places'
import { ROLE_NOUNS } from '../vocab/titles'
import { titleScore } from './roles'
import { headingKind } from './sections'
import type { Segment } from './segments'
import { canonicalSkill } from './skills'

const TOKEN =
  /^(?:\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}?[\p{Ll}'’]+)*|\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+|\p{Lu}['’]?\p{Lu}\p{Ll}+|\p{Lu}{2,}(?:-\p{Lu}{2,})?|\p{Lu}\.?|(?:de|da|del|van|von|der|bin|binti|al|la|le|di)|Mc\p{Lu}\p{Ll}+)$/u
const STOP = new Set(
  [
    'resume',
    'curriculum',
    'vitae',
    'cv',
    'page',
    'email',
    'e-mail',
    'mail',
    'phone',
    'mobile',
    'tel',
    'contact',
    'address',
    'name',
    'profile',
    'summary',
    'objective',
    'the',
    'and',
    'of',
    'for',
    'in',
    'at',
    'to',
    'with',
    'my',
    'i',
    'linkedin',
    'github',
    'portfolio',
    'india',
    'usa',
    'technologies',
    'solutions',
    'pvt',
    'ltd',
    'limited',
    'inc',
    'university',
    'college',
    'institute',
    'school',
    'experience',
    'skills',
    'education',
    'years',
    'year',
    'current',
    'present',
    'sap',
    'java',
    'software',
    'sales',
    'marketing',
    'senior',
    'junior',
    'sr',
    'jr',
    'trainee',
    'fresher',
    'professional',
    'career',
    'seeking',
    'position',
    'job',
    'work',
    'areas',
    'male',
    'female',
    'date',
    'birth',
    'dob',
    'nationality',
    'single',
    'married',
    'indian',
    'city',
    'state',
    'street',
    'drive',
    'road',
    'any',
    'circle',
    'avenue',
    'apt',
    'suite',
    'lane',
    'nagar',
    'colony',
    'sector',
    'technical',
    'it',
    'hr',
    'management',
    'business',
    'development',
    'data',
    'web',
    'mobile',
    'network',
    'android',
    'consulting',
    'services',
    'group',
    'bank',
    'global',
    'developer',
    // Words of resume templates and headings, never of a name.
    'sample',
    'template',
    'example',
    'particulars',
    'personal',
    'qualifications',
    'core',
    'functional',
    'specification',
    'highlights',
    'details',
  ].concat(ROLE_NOUNS),
)
const PLACES = new Set([...CITIES, ...COUNTRIES, ...INDIAN_STATES].map((p) => p.toLowerCase()))

/** Does this piece read as a person's name? */
export function looksLikeName(piece: string): boolean {
  const tokens = piece.split(/\s+/).filter(Boolean)
  if (tokens.length < 2 || tokens.length > 4 || piece.length > 40) return false
  if (!tokens.every((t) => TOKEN.test(t))) return false
  if (tokens.filter((t) => t.replace(/\./g, '').length > 1).length < 2) return false
  if (tokens.some((t) => STOP.has(t.toLowerCase().replace(/[.,]/g, '')))) return false
  if (
    PLACES.has(piece.toLowerCase()) ||
    tokens.some((t) => PLACES.has(t.toLowerCase()) && tokens.length === 2 && PLACES.has(piece.toLowerCase()))
  )
    return false
  if (headingKind(piece) || degreeLevel(piece) || canonicalSkill(piece)) return false
  return true
}

const corroborates = (piece: string, email: string | null) => {
  if (!email) return false
  const local =
    email
      .split('@')[0]
      ?.toLowerCase()
      .replace(/[^a-z]/g, '') ?? ''
  return piece.split(/\s+/).some((t) => t.length >= 3 && local.includes(t.toLowerCase().replace(/[^a-z]/g, '')))
}

/** `hasContact`: the text has an e-mail or phone; a document without either is less likely a resume whose first line is a name. */
export function name(header: Segment[], email: string | null, hasContact = email !== null): Found<string> | null {
  const top = header.slice(0, 10)
  for (const [i, seg] of top.entries()) {
    const labelled = /^(?:name|full name|candidate name)\s*[:-]\s*/i.exec(seg.text)
    const offset = labelled ? labelled[0].length : 0
    for (const m of seg.text.slice(offset).matchAll(/[^|,•·/()]+?(?=\s[-–—]\s|[|,•·/()]|$)/g)) {
      const raw = m[0]
      let piece = raw.trim()
      if (!looksLikeName(piece)) {
        // "Allen Neal King ESB Integration Developer": the longest leading run of words that reads as a name.
        const tokens = piece.split(/\s+/)
        const n = [4, 3, 2].find(
          (k) =>
            tokens.length > k &&
            looksLikeName(tokens.slice(0, k).join(' ').replace(/[.,]$/, '')) &&
            (titleScore(tokens.slice(k).join(' ')) > 0 || /[.,]$/.test(tokens[k - 1] as string)),
        )
        if (!n || i > 2) continue
        piece = tokens.slice(0, n).join(' ').replace(/[.,]$/, '')
      }
      const start = seg.start + offset + m.index + raw.indexOf(piece)
      let confidence = labelled ? 0.95 : !hasContact ? 0.65 : i === 0 ? 0.9 : i < 3 ? 0.8 : 0.65
      if (corroborates(piece, email)) confidence = Math.min(0.99, confidence + 0.07)
      return { value: piece, confidence, source: { start, end: start + piece.length } }
    }
  }
  return null
}
