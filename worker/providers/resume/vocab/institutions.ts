/** Words that mark an institution name, and well-known institution abbreviations. */
export const INSTITUTION_CUE = new RegExp(
  [
    'University',
    'Universit[yé]',
    'Univ\\.',
    'College',
    'Institute',
    'Institution',
    'School',
    'Academy',
    'Polytechnic',
    'Vidyalaya',
    'Vidyapeeth',
    'Vidyapith',
    'Mahavidyalaya',
    'Vishwavidyalaya',
    'Conservatory',
    'Seminary',
    'Campus',
    'IIT',
    'NIT',
    'IIIT',
    'IIM',
    'BITS',
    'VIT',
    'MIT',
    'UCLA',
    'NYU',
    'Faculty of',
    'Kendriya',
    'Board of',
    'Gymnasium',
  ]
    .map((w) => `(?<![A-Za-z])${w}(?![a-z])`)
    .join('|'),
  'i',
)

/** Exam boards, which the education section lists but which are not institutions attended. */
export const SCHOOL_BOARDS = /^(?:CBSE|ICSE|ISC|State Board|HSC|SSC|SSLC|Board of Secondary Education|Board)$/i
