/**
 * Degree forms, Indian and US. Abbreviations are matched case-sensitively (so "BE" and "MA"
 * are degrees but "be" and "ma" are not), with optional dots, spaces and hyphens; spelled-out
 * forms ("Bachelor of …") case-insensitively. Ordered from higher to lower level.
 */
export type DegreeLevel = 'doctorate' | 'master' | 'bachelor' | 'associate' | 'diploma' | 'school'
type DegreeForm = { pattern: RegExp; level: DegreeLevel }

/** "B.Tech" → B\.?[\s-]?(Tech|TECH); a lowercase letter in the form also accepts its capital. */
function abbr(form: string): string {
  const parts = form.split('.')
  return parts.map((p) => p.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`)).join('\\.?[\\s-]?')
}
const end = '(?![A-Za-z])'
const start = '(?<![A-Za-z])'
const abbrs = (...forms: string[]) => new RegExp(`${start}(?:${forms.map(abbr).join('|')})\\.?${end}`)
const words = (s: string) => new RegExp(`${start}(?:${s})${end}`, 'i')

export const DEGREE_FORMS: DegreeForm[] = [
  { level: 'doctorate', pattern: abbrs('Ph.D', 'D.Phil', 'Ed.D', 'D.Sc', 'D.Litt') },
  { level: 'doctorate', pattern: words(`doctor(?:ate)? of [a-z]+|doctorate`) },
  {
    level: 'master',
    pattern: abbrs(
      'M.B.A',
      'P.G.D.M',
      'P.G.D.B.M',
      'P.G.D.B.A',
      'P.G.D.C.A',
      'M.C.A',
      'M.Tech',
      'M.E',
      'M.Sc',
      'M.S',
      'M.Com',
      'M.A',
      'M.Phil',
      'M.Ed',
      'M.Pharm',
      'M.Arch',
      'L.L.M',
      'LL.M',
      'M.P.H',
      'M.F.A',
      'M.S.W',
      'M.Eng',
      'M.B.B.S',
      'M.D',
      'M.P.A',
      'M.Des',
      'Executive M.B.A',
      'E.M.B.A',
    ),
  },
  {
    level: 'master',
    pattern: words(
      `master(?:'?s)?(?: of| in|'?s? degree| degree)?|pg diploma|post[\\s-]?graduate diploma|post[\\s-]?graduat(?:e|ion)(?: degree)?`,
    ),
  },
  {
    level: 'bachelor',
    pattern: abbrs(
      'B.Tech',
      'B.E',
      'B.Sc',
      'B.S',
      'B.Com',
      'B.A',
      'B.C.A',
      'B.B.A',
      'B.B.M',
      'B.Ed',
      'B.Pharm',
      'B.Arch',
      'LL.B',
      'L.L.B',
      'B.Des',
      'B.F.A',
      'B.Eng',
      'B.M.S',
      'B.H.M',
      'B.Voc',
      'B.I.T',
      'B.B.S',
      'B.D.S',
      'B.A.M.S',
      'B.H.M.S',
      'B.P.T',
      'B.Sc.N',
      'A.B',
    ),
  },
  {
    level: 'bachelor',
    pattern: words(
      `bachelor(?:'?s)?(?: of| in|'?s? degree| degree)?|graduation|graduate degree|under[\\s-]?graduate(?: degree)?`,
    ),
  },
  { level: 'associate', pattern: words(`associate(?:'?s)? (?:of|in|degree)`) },
  { level: 'associate', pattern: abbrs('A.A.S', 'A.A', 'A.S') },
  { level: 'diploma', pattern: words(`diploma|polytechnic|certificate (?:in|course)|advanced diploma`) },
  { level: 'diploma', pattern: abbrs('I.T.I', 'D.Pharm', 'G.N.M', 'A.N.M', 'D.Ed') },
  {
    level: 'school',
    pattern: new RegExp(
      `${start}(?:H\\.?S\\.?C|S\\.?S\\.?C|S\\.?S\\.?L\\.?C|PUC|XII(?:th)?|X(?:th)?|10th|12th|Class\\s?(?:X|XII|10|12)(?:th)?|HSLC|Intermediate|Matriculation|Higher Secondary|Senior Secondary|Secondary School Certificate|High School(?: Diploma)?|GED)${end}`,
    ),
  },
]

/** A degree's level, or null when the text names none. */
export function degreeLevel(text: string): DegreeLevel | null {
  for (const form of DEGREE_FORMS) if (form.pattern.test(text)) return form.level
  return null
}

/** Where the first degree form starts in the text, or -1. */
export function degreeIndex(text: string): number {
  let best = -1
  for (const form of DEGREE_FORMS) {
    const m = form.pattern.exec(text)
    if (m && (best < 0 || m.index < best)) best = m.index
  }
  return best
}
