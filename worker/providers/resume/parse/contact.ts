/** E-mail, phone and links: the contact details, found anywhere but preferred near the top. */
import { type CountryCode, findPhoneNumbersInText } from 'libphonenumber-js/min'
import type { Found } from '../fields.schema'

const EMAIL =
  /(?<![\w.+-])[A-Za-z0-9](?:[A-Za-z0-9._%+-]{0,62}[A-Za-z0-9_%+-])?@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,24}(?![\w-])/g

export function findEmails(text: string): { value: string; start: number; end: number }[] {
  return [...text.matchAll(EMAIL)].map((m) => ({
    value: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }))
}

/** The candidate's e-mail: the first one in the text (resumes put their own at the top). */
export function email(text: string): Found<string> | null {
  const all = findEmails(text)
  const first = all[0]
  if (!first) return null
  const distinct = new Set(all.map((e) => e.value)).size
  // A resume with several different addresses (referees, employers) is less sure about the first.
  const confidence = first.start < text.length * 0.25 || distinct === 1 ? 0.98 : 0.85
  return { value: first.value, confidence, source: { start: first.start, end: first.end } }
}

/**
 * The phone: libphonenumber-js over the text (international numbers always; national ones
 * when a default region is known). Without a region, a 10–13 digit run near the top is taken
 * as written, with lower confidence.
 */
export function phone(text: string, region?: CountryCode): Found<string> | null {
  const head = text.slice(0, Math.max(3000, Math.floor(text.length / 3)))
  const found = findPhoneNumbersInText(head, region ? { defaultCountry: region } : undefined)
  const first = found[0]
  if (first) {
    return {
      value: first.number.number,
      confidence: first.number.isValid() ? 0.95 : 0.7,
      source: { start: first.startsAt, end: first.endsAt },
    }
  }
  const m = /(?<![\w.])(?:\(?\d[\d\s().-]{8,18}\d)(?![\w.])/.exec(head)
  if (!m) return null
  const digits = m[0].replace(/\D/g, '')
  if (digits.length < 10 || digits.length > 13 || /^(19|20)\d\d(19|20)\d\d/.test(digits)) return null
  return { value: digits, confidence: 0.6, source: { start: m.index, end: m.index + m[0].length } }
}

const WEB_ADDRESS =
  /(?<![\w@./-])(?:https?:\/\/)?(?:www\.)?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,12}(?:\/[^\s,;)"'<>]*)?/g
const JOB_BOARDS = /(?:^|\.)(?:indeed|naukri|monster|glassdoor|shine|timesjobs|dice|ziprecruiter)\.[a-z.]+$/i
const NOT_SITES = /\.(?:js|net|py|java|php|jsp|asp|aspx|exe|dll|html?|xml|json|sql|txt|docx?|pdf)$/i

export type Links = { linkedin: Found<string> | null; github: Found<string> | null; portfolio: Found<string> | null }

export function links(text: string): Links {
  const out: Links = { linkedin: null, github: null, portfolio: null }
  for (const m of text.matchAll(WEB_ADDRESS)) {
    const raw = m[0].replace(/[.)\]]+$/, '')
    const before = text.slice(Math.max(0, m.index - 1), m.index)
    if (before === '@') continue
    const hasScheme = /^https?:\/\//i.test(raw)
    const url = hasScheme ? raw : `https://${raw}`
    let host: string
    try {
      host = new URL(url).hostname.toLowerCase()
    } catch {
      continue
    }
    const source = { start: m.index, end: m.index + raw.length }
    if (/(?:^|\.)linkedin\.com$/.test(host)) {
      if (!out.linkedin && /linkedin\.com\/(?:in|pub|profile)\//i.test(url))
        out.linkedin = { value: url, confidence: 0.97, source }
      continue
    }
    if (/(?:^|\.)github\.(?:com|io)$/.test(host)) {
      if (!out.github && (/github\.com\/[\w-]+/i.test(url) || host.endsWith('github.io')))
        out.github = { value: url, confidence: 0.95, source }
      continue
    }
    if (out.portfolio || JOB_BOARDS.test(host) || NOT_SITES.test(raw)) continue
    // Without a scheme or "www." a dotted word is too often a technology ("Node.js", "ASP.NET").
    if (!hasScheme && !/^www\./i.test(raw)) continue
    out.portfolio = { value: url, confidence: 0.75, source }
  }
  return out
}
