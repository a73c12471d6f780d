/**
 * Dates and date ranges as resumes write them: "Jan 2019 – Present", "2017-2019",
 * "03/2018 to 06/2020", "September 2017 onwards", "Since May '15", "2012 - till date".
 * A month is counted from its first day; a bare year from January (start) or December (end).
 */
export type Month = { year: number; month: number | null }
export type DateRange = { from: Month; to: Month | 'present'; start: number; end: number; text: string }

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)'
const YEAR = "(?:19[5-9]\\d|20\\d\\d|['’]\\d\\d)"
/** One date: "Jan 2019", "January, 2019", "Jan'19", "01/2019", "1.2019", "2019". */
const DATE = `(?:${MONTH}\\.?[\\s,.\\-/]*${YEAR}|(?:0?[1-9]|1[0-2])[/.\\-](?:19[5-9]\\d|20\\d\\d)|(?:0?[1-9]|1[0-2])\\/\\d\\d(?![\\d/])|${YEAR.replace("|['’]\\d\\d", '')})`
const PRESENT =
  '(?:present|current(?:ly)?|now|today|till\\s+(?:date|now|present)|to\\s+date|date|ongoing|continuing|running)'
const SEP = '(?:\\s*(?:-|–|—|~|to|till|until|through|thru|upto|up\\s+to)\\s*|\\s*\\n\\s*|\\s{2,})'

const RANGE = new RegExp(`(?<![\\w/])(${DATE})${SEP}(${DATE}|${PRESENT})(?![\\w/])`, 'gi')
const OPEN = new RegExp(
  `(?:(?:since|from)\\s+(${DATE})(?![\\w/])|(?<![\\w/])(${DATE})\\s*(?:onwards?|-\\s*$|till\\s+date|to\\s+date|\\(current\\)))`,
  'gi',
)

export function parseDate(raw: string, now: Date): Month | null {
  const s = raw.trim().toLowerCase()
  const nowYear = now.getUTCFullYear()
  const year = (y: string) => {
    if (/^['’]/.test(y)) {
      const n = Number(y.slice(1))
      return n <= (nowYear % 100) + 1 ? 2000 + n : 1900 + n
    }
    return Number(y)
  }
  let m = new RegExp(`^(${MONTH})\\.?[\\s,.\\-/]*(${YEAR})$`, 'i').exec(s)
  if (m) return valid({ year: year(m[2] as string), month: MONTHS.indexOf((m[1] as string).slice(0, 3)) + 1 }, nowYear)
  m = /^(\d{1,2})[/.-](\d{4})$/.exec(s)
  if (m) return valid({ year: Number(m[2]), month: Number(m[1]) }, nowYear)
  m = /^(\d{1,2})\/(\d{2})$/.exec(s)
  if (m) return valid({ year: year(`'${m[2]}`), month: Number(m[1]) }, nowYear)
  m = /^(\d{4})$/.exec(s)
  if (m) return valid({ year: Number(m[1]), month: null }, nowYear)
  return null
}

const valid = (d: Month, nowYear: number) =>
  d.year >= 1950 && d.year <= nowYear + 1 && (d.month === null || (d.month >= 1 && d.month <= 12)) ? d : null

/** Every date range in the text (offsets relative to it), left to right, without overlaps. */
export function findRanges(text: string, now: Date): DateRange[] {
  const out: DateRange[] = []
  for (const m of text.matchAll(RANGE)) {
    const from = parseDate(m[1] as string, now)
    const toRaw = m[2] as string
    const to = new RegExp(`^${PRESENT}$`, 'i').test(toRaw.trim()) ? 'present' : parseDate(toRaw, now)
    if (!from || !to) continue
    if (to !== 'present' && monthIndex(to, 'end') < monthIndex(from, 'start')) continue
    out.push({ from, to, start: m.index, end: m.index + m[0].length, text: m[0] })
  }
  for (const m of text.matchAll(OPEN)) {
    if (out.some((r) => m.index < r.end && m.index + m[0].length > r.start)) continue
    const from = parseDate((m[1] ?? m[2]) as string, now)
    if (from) out.push({ from, to: 'present', start: m.index, end: m.index + m[0].length, text: m[0] })
  }
  return out.sort((a, b) => a.start - b.start)
}

/** Months since year 0: a bare year starts in January and ends in December. */
export function monthIndex(d: Month, edge: 'start' | 'end'): number {
  return d.year * 12 + (d.month ?? (edge === 'start' ? 1 : 12)) - 1
}

/** Total experience in years from ranges, overlaps merged, "present" meaning `now`. */
export function totalYears(ranges: Pick<DateRange, 'from' | 'to'>[], now: Date): number {
  const nowIdx = now.getUTCFullYear() * 12 + now.getUTCMonth()
  const spans = ranges
    .map(
      (r) =>
        [monthIndex(r.from, 'start'), r.to === 'present' ? nowIdx : Math.min(nowIdx, monthIndex(r.to, 'end'))] as const,
    )
    .filter(([a, b]) => b >= a)
    .sort((x, y) => x[0] - y[0])
  let months = 0
  let cur: [number, number] | null = null
  for (const [a, b] of spans) {
    if (cur && a <= cur[1] + 1) cur[1] = Math.max(cur[1], b)
    else {
      if (cur) months += cur[1] - cur[0] + 1
      cur = [a, b]
    }
  }
  if (cur) months += cur[1] - cur[0] + 1
  return Math.round((months / 12) * 10) / 10
}

/** "2019-03" or "2019" for the schema. */
export const isoMonth = (d: Month) => (d.month ? `${d.year}-${String(d.month).padStart(2, '0')}` : String(d.year))

/** Years stated in words: "6+ years of experience", "over 10 years in …". */
export function statedYears(text: string): { years: number; start: number; end: number } | null {
  const m =
    /(\d{1,2}(?:\.\d)?)\s*\+?\s*(?:years?|yrs?)(?:\s+and\s+\d{1,2}\s+months?)?\s+(?:of\s+)?(?:\w+\s+){0,3}?experience/i.exec(
      text,
    )
  if (!m) return null
  const years = Number(m[1])
  return years > 0 && years < 60 ? { years, start: m.index, end: m.index + m[0].length } : null
}
