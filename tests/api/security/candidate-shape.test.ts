/**
 * Issue 11, finding 11: what the candidate area says about the signed-in candidate is their
 * own profile, in one shape, and never what the hiring team keeps about them (blacklist and
 * its reason, who it is assigned to, who added them, pipeline status, source, internal ids).
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { candidates, employees } from '../../../worker/db/schema'
import { call, db, HOST, seed } from '../../setup/http'

/** The exact keys of the candidate in the candidate area's answers (snake_case, as sent). */
const CANDIDATE_SELF_KEYS = [
  'business',
  'current_company',
  'current_title',
  'education',
  'email',
  'experience',
  'experience_years',
  'expected_salary',
  'first_name',
  'id',
  'last_login_at',
  'last_name',
  'linkedin_url',
  'location',
  'name',
  'notice_period_days',
  'opportunity',
  'phone',
  'qualification',
  'registered_at',
  'skills',
  'summary',
]

const INTERNAL_NOTE = 'Internal: no-show twice, do not advance'

beforeAll(async () => {
  await seed()
  const recruiter = (await db().query.employees.findFirst({ where: eq(employees.email, 'recruiter@acme.example') }))!
  // What the hiring team keeps about this candidate; none of it is theirs to see.
  await db()
    .update(candidates)
    .set({
      blacklistReason: INTERNAL_NOTE,
      assignedTo: recruiter.id,
      createdBy: recruiter.id,
      source: 'referral: internal',
    })
    .where(eq(candidates.email, 'candidate@acme.example'))
})

function expectCandidateSafe(candidate: Record<string, unknown>) {
  expect(Object.keys(candidate).sort()).toEqual([...CANDIDATE_SELF_KEYS].sort())
  expect(Object.keys(candidate.business as object).sort()).toEqual(['id', 'name', 'slug'])
  expect(JSON.stringify(candidate)).not.toContain(INTERNAL_NOTE)
  expect(candidate).toMatchObject({ email: 'candidate@acme.example', business: { slug: 'acme' } })
}

describe("the candidate's own answers", () => {
  it('sign-in answers the candidate-safe shape', async () => {
    const res = await call(HOST.acmeCandidate, 'POST', '/candidate/auth/login', {
      body: { email: 'candidate@acme.example', password: 'Candidate@12345' },
    })
    expect(res.status).toBe(200)
    expectCandidateSafe(res.body.data.candidate)

    const me = await call(HOST.acmeCandidate, 'POST', '/candidate/auth/verify-me', { cookie: res.cookie })
    expect(me.status).toBe(200)
    expectCandidateSafe(me.body.data.candidate)
  })
})
