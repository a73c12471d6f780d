/** The candidate's location: a "City, Region" (or a known city) near the top of the resume. */
import type { Found } from '../fields.schema'
import { CITIES, COUNTRIES, INDIAN_STATES, OTHER_REGIONS, US_STATES } from '../vocab/places'
import type { Segment } from './segments'

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const alt = (list: string[]) =>
  [...new Set(list)]
    .sort((a, b) => b.length - a.length)
    .map(esc)
    .join('|')

const REGION = alt([...INDIAN_STATES, ...Object.values(US_STATES), ...OTHER_REGIONS, ...COUNTRIES, ...CITIES])
const STATE_CODE = Object.keys(US_STATES).join('|')
const PLACE_WORD = "[A-Z][A-Za-z.'’-]+"
/** "Bengaluru, Karnataka", "San Angelo, TX 76903", "Pune, Maharashtra, India", "Odesa, Ukraine". */
const CITY_REGION = new RegExp(
  `(?<![A-Za-z])(${PLACE_WORD}(?:\\s${PLACE_WORD}){0,3}),\\s*(?:(?:${REGION})(?![A-Za-z])|(?:${STATE_CODE})(?![A-Za-z]))(?:,?\\s*(?:${alt(COUNTRIES)})(?![A-Za-z]))?`,
)
const CITY_ALONE = new RegExp(
  `^(?:(?:Address|Location|City|Current Location|Based in|Residence)\\s*[:\\-]?\\s*)?(${alt(CITIES)})(?:,?\\s*(?:${alt(COUNTRIES)}))?$`,
  'i',
)
const LABELLED = /^(?:address|location|current location|city|residence|based in)\s*[:-]\s*/i
const NOT_PLACE =
  /(?:university|college|institute|school|pvt|ltd|limited|inc\b|technologies|solutions|street|road|nagar|apartment|flat|floor|\blane\b|\bavenue\b|\bave\b|\bdrive\b|\bclose\b|\bst\.|\bblvd\b|@)/i

export function location(header: Segment[], top: Segment[]): Found<string> | null {
  const tries: [Segment[], number][] = [
    [header, 0.9],
    [top, 0.75],
  ]
  for (const [segs, base] of tries) {
    for (const seg of segs) {
      const m = CITY_REGION.exec(seg.text)
      if (m && !NOT_PLACE.test(m[1] as string)) {
        const value = m[0].replace(/\s+\d{5,6}$/, '')
        const labelled = LABELLED.test(seg.text)
        return {
          value,
          confidence: Math.min(0.97, base + (labelled ? 0.05 : 0)),
          source: { start: seg.start + m.index, end: seg.start + m.index + value.length },
        }
      }
      const piece = seg.text.split(/\s[-|–—]\s/)[0]?.trim() ?? ''
      const a = CITY_ALONE.exec(piece)
      if (a) {
        const at = seg.text.indexOf(a[1] as string)
        const value = piece.slice(piece.indexOf(a[1] as string))
        return { value, confidence: base - 0.1, source: { start: seg.start + at, end: seg.start + at + value.length } }
      }
    }
  }
  return null
}

const PLACE_NAME = new RegExp(`(?<![A-Za-z])(?:${REGION})(?![A-Za-z])`, 'g')
const PLACE_CODE = new RegExp(`(?<![A-Za-z])(?:${STATE_CODE})(?![A-Za-z])`, 'g')

/** Every gazetteer place named in a piece of text ("Pune", "Tamil Nadu", "TX"); `code` marks a two-letter state code. */
export function placeMentions(text: string): { start: number; end: number; code: boolean }[] {
  const names = [...text.matchAll(PLACE_NAME)].map((m) => ({ start: m.index, end: m.index + m[0].length, code: false }))
  const codes = [...text.matchAll(PLACE_CODE)].map((m) => ({ start: m.index, end: m.index + m[0].length, code: true }))
  return [...names, ...codes]
}

/** A place at the end of a piece: "Infosys Limited, Pune" → "Pune". */
export function trailingPlace(text: string): string | null {
  const m = new RegExp(
    `(?:^|,\\s*|\\s[-–—|]\\s*)((?:${PLACE_WORD}\\s)*(?:${REGION}|${STATE_CODE})(?:,\\s*(?:${REGION}|${STATE_CODE}))*)\\s*[-–—,]?\\s*$`,
  ).exec(text)
  return m ? (m[1] as string) : null
}

export const isPlace = (text: string) =>
  new RegExp(`^(?:${PLACE_WORD}\\s)*(?:${REGION})(?:,\\s*(?:${REGION}|${STATE_CODE}))*$`).test(text.trim()) ||
  (CITY_REGION.test(text) && CITY_REGION.exec(text)?.[0] === text.trim())
