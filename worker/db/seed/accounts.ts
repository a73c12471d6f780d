/**
 * The demo sign-ins (design.md, "Demo data and first run"). `npm start` prints them and the
 * README repeats them; the seed creates exactly these accounts.
 */
export type DemoHost = 'main' | 'business' | 'candidate'

export type DemoAccount = {
  who: string
  /** main: MAIN_DOMAIN; business: {slug}.MAIN_DOMAIN; candidate: the candidate host of slug. */
  host: DemoHost
  slug: string | null
  email: string
  password: string
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { who: 'platform admin', host: 'main', slug: null, email: 'admin@example.com', password: 'Admin@12345' },
  {
    who: 'business admin of Acme',
    host: 'business',
    slug: 'acme',
    email: 'owner@acme.example',
    password: 'Owner@12345',
  },
  {
    who: 'recruiter of Acme (limited role)',
    host: 'business',
    slug: 'acme',
    email: 'recruiter@acme.example',
    password: 'Recruiter@12345',
  },
  {
    who: 'business admin of Globex',
    host: 'business',
    slug: 'globex',
    email: 'owner@globex.example',
    password: 'Owner@12345',
  },
  {
    who: 'candidate of Acme',
    host: 'candidate',
    slug: 'acme',
    email: 'candidate@acme.example',
    password: 'Candidate@12345',
  },
]

/** The password every other demo staff member signs in with (one hash, computed once). */
export const DEMO_STAFF_PASSWORD = 'Staff@12345'

/** The other demo staff: hiring managers and interviewers, all signing in with DEMO_STAFF_PASSWORD. */
export const DEMO_EXTRA_STAFF: readonly DemoAccount[] = [
  {
    who: 'engineering hiring manager of Acme',
    host: 'business',
    slug: 'acme',
    email: 'marcus.chen@acme.example',
    password: DEMO_STAFF_PASSWORD,
  },
  {
    who: 'interviewer of Acme (engineering)',
    host: 'business',
    slug: 'acme',
    email: 'priya.raman@acme.example',
    password: DEMO_STAFF_PASSWORD,
  },
  {
    who: 'design hiring manager of Acme',
    host: 'business',
    slug: 'acme',
    email: 'sofia.alvarez@acme.example',
    password: DEMO_STAFF_PASSWORD,
  },
  {
    who: 'sales hiring manager of Acme',
    host: 'business',
    slug: 'acme',
    email: 'jordan.reyes@acme.example',
    password: DEMO_STAFF_PASSWORD,
  },
  {
    who: 'hiring manager of Globex',
    host: 'business',
    slug: 'globex',
    email: 'oliver.grant@globex.example',
    password: DEMO_STAFF_PASSWORD,
  },
]

/** Other Acme candidates with a candidate-portal account; they reuse the demo candidate's password. */
export const DEMO_EXTRA_CANDIDATES: readonly DemoAccount[] = [
  {
    who: 'newly registered candidate of Acme',
    host: 'candidate',
    slug: 'acme',
    email: 'noah.kim@example.net',
    password: 'Candidate@12345',
  },
  {
    who: 'hired candidate of Acme (a signed offer)',
    host: 'candidate',
    slug: 'acme',
    email: 'lena.fischer@example.org',
    password: 'Candidate@12345',
  },
  {
    who: 'candidate of Acme with an offer to sign',
    host: 'candidate',
    slug: 'acme',
    email: 'samuel.wright@example.org',
    password: 'Candidate@12345',
  },
]

/** Find a demo account by e-mail (throws if the seed and this list have drifted apart). */
export function demoAccount(email: string): DemoAccount {
  const found = [...DEMO_ACCOUNTS, ...DEMO_EXTRA_STAFF, ...DEMO_EXTRA_CANDIDATES].find((a) => a.email === email)
  if (!found) throw new Error(`No demo account ${email}`)
  return found
}
