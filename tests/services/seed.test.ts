import { env } from 'cloudflare:test'
import { and, count, eq, sql } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import {
  admins,
  applications,
  businesses,
  CANDIDATE_STATES,
  candidateInterviews,
  candidates,
  comments,
  documents,
  employeeRoles,
  employees,
  feedback,
  interviewQuestions,
  interviews,
  notifications,
  offerLetterEvents,
  offerLetters,
  opportunities,
  plans,
  statusHistories,
  transactions,
} from '../../worker/db/schema'
import { DEMO_ACCOUNTS, DEMO_EXTRA_CANDIDATES, DEMO_EXTRA_STAFF, type DemoAccount } from '../../worker/db/seed/accounts'
import { DEMO_EXAM_TITLE } from '../../worker/db/seed/acme-exam'
import { D1_MAX_BOUND_PARAMS } from '../../worker/db/seed/batch'
import { demoStatements, seedDemo } from '../../worker/db/seed/demo'
import { verifyPassword } from '../../worker/lib/crypto'

const db = createDb(env.DB)
const now = new Date()
const DAY = 86_400_000

const countRows = async (table: SQLiteTable) => (await db.select({ n: count() }).from(table))[0]!.n
const businessBySlug = async (slug: string) => (await db.select().from(businesses).where(eq(businesses.slug, slug)))[0]!
const mismatches = async (query: ReturnType<typeof sql>) => (await db.all<{ n: number }>(query))[0]!.n

async function passwordHashOf(account: DemoAccount): Promise<string | null | undefined> {
  if (account.host === 'main') {
    return (await db.select().from(admins).where(eq(admins.email, account.email)))[0]?.passwordHash
  }
  const business = await businessBySlug(account.slug!)
  const table = account.host === 'business' ? employees : candidates
  const [row] = await db
    .select({ passwordHash: table.passwordHash })
    .from(table)
    .where(and(eq(table.businessId, business.id), eq(table.email, account.email)))
  return row?.passwordHash
}

describe('the demo data set', () => {
  let first: { created: boolean }
  beforeAll(async () => {
    first = await seedDemo(db, { now, files: env.FILES })
  })

  it('loads once: a second run changes nothing', async () => {
    expect(first).toEqual({ created: true })
    const tables = [
      plans,
      admins,
      businesses,
      employees,
      opportunities,
      candidates,
      interviews,
      interviewQuestions,
      statusHistories,
      transactions,
      comments,
      notifications,
    ]
    const before = await Promise.all(tables.map(countRows))
    expect(await seedDemo(db, { now, files: env.FILES })).toEqual({ created: false })
    expect(await Promise.all(tables.map(countRows))).toEqual(before)
    expect(before.every((n) => n > 0)).toBe(true)
  })

  it('keeps every insert statement within D1’s bound-parameter limit', async () => {
    const statements = await demoStatements(db, { now })
    const params = statements.map((s) => (s as unknown as { toSQL(): { params: unknown[] } }).toSQL().params.length)
    expect(Math.max(...params)).toBeLessThanOrEqual(D1_MAX_BOUND_PARAMS)
  })

  it('signs every demo account in with its documented password', async () => {
    for (const account of [...DEMO_ACCOUNTS, ...DEMO_EXTRA_STAFF, ...DEMO_EXTRA_CANDIDATES]) {
      expect(account.email).toBe(account.email.toLowerCase())
      const hash = await passwordHashOf(account)
      expect(hash, account.who).toBeTruthy()
      expect(await verifyPassword(account.password, hash), account.who).toBe(true)
    }
    const owner = (await db.select().from(employees).where(eq(employees.email, 'owner@acme.example')))[0]!
    expect(owner.isBusinessAdmin).toBe(true)
    expect(owner.roleId).toBeNull()
  })

  it('gives the recruiter a limited role rather than business admin', async () => {
    const acme = await businessBySlug('acme')
    const [recruiter] = await db
      .select({
        isBusinessAdmin: employees.isBusinessAdmin,
        roleName: employeeRoles.name,
        roleBusinessId: employeeRoles.businessId,
      })
      .from(employees)
      .innerJoin(employeeRoles, eq(employeeRoles.id, employees.roleId))
      .where(and(eq(employees.businessId, acme.id), eq(employees.email, 'recruiter@acme.example')))
    expect(recruiter).toEqual({ isBusinessAdmin: false, roleName: 'Recruiter', roleBusinessId: acme.id })
  })

  it('has at least two Acme applications at every pipeline stage, some new this week and some older', async () => {
    const acme = await businessBySlug('acme')
    const rows = await db.select().from(candidates).where(eq(candidates.businessId, acme.id))
    const apps = await db.select().from(applications).where(eq(applications.businessId, acme.id))
    for (const state of CANDIDATE_STATES) {
      expect(apps.filter((a) => a.stage === state).length, state).toBeGreaterThanOrEqual(2)
    }
    expect(rows.filter((c) => c.createdAt.getTime() > now.getTime() - 7 * DAY).length).toBeGreaterThan(0)
    expect(rows.filter((c) => c.createdAt.getTime() < now.getTime() - 7 * DAY).length).toBeGreaterThan(0)
    expect(rows.filter((c) => c.isBlacklisted && c.blacklistReason).length).toBe(1)
    const casey = rows.find((c) => c.email === 'candidate@acme.example')!
    expect(casey).toMatchObject({ firstName: 'Casey' })
    expect(apps.filter((a) => a.candidateId === casey.id).map((a) => a.stage)).toEqual(['interviewing'])
    expect(casey.registeredAt!.getTime()).toBeGreaterThan(now.getTime() - 7 * DAY)
  })

  it('gives one Acme candidate a second application, stale in screening', async () => {
    const acme = await businessBySlug('acme')
    const apps = await db.select().from(applications).where(eq(applications.businessId, acme.id))
    const perPerson = new Map<string, typeof apps>()
    for (const a of apps) perPerson.set(a.candidateId, [...(perPerson.get(a.candidateId) ?? []), a])
    const twice = [...perPerson.values()].filter((list) => list.length === 2)
    expect(twice).toHaveLength(1)
    expect(twice[0]!.map((a) => a.stage).sort()).toEqual(['rejected', 'screening'])
    const screening = twice[0]!.find((a) => a.stage === 'screening')!
    expect(now.getTime() - screening.stageChangedAt.getTime()).toBeGreaterThan(14 * DAY)
  })

  it('records every application’s history from its creation to its stage', async () => {
    const apps = await db.select().from(applications)
    const history = await db
      .select()
      .from(statusHistories)
      .where(eq(statusHistories.entity, 'application'))
      .orderBy(statusHistories.createdAt, statusHistories.id)
    for (const app of apps) {
      const rows = history.filter((h) => h.entityId === app.id)
      expect(rows[0], app.id).toMatchObject({ fromStatus: null, toStatus: 'new', businessId: app.businessId })
      for (let i = 1; i < rows.length; i++) expect(rows[i]!.fromStatus).toBe(rows[i - 1]!.toStatus)
      expect(rows.at(-1)!.toStatus).toBe(app.stage)
      expect(rows.at(-1)!.createdAt).toEqual(app.stageChangedAt)
    }
  })

  it('keeps the files of the sent and signed offers in R2, as their recorded SHA-256 say', async () => {
    const sha256 = async (bytes: ArrayBuffer) =>
      [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))]
        .map((b) => b.toString(16).padStart(2, '0'))
        .join('')
    const stored = async (documentId: string | null) => {
      const [doc] = await db
        .select()
        .from(documents)
        .where(eq(documents.id, documentId ?? ''))
      const object = await env.FILES.get(doc!.key)
      return sha256(await object!.arrayBuffer())
    }
    const offers = await db.select().from(offerLetters)
    const sent = offers.find((o) => o.status === 'sent')!
    expect(await stored(sent.documentId)).toBe(sent.originalSha256)
    const signed = offers.find((o) => o.status === 'signed')!
    expect(await stored(signed.documentId)).toBe(signed.originalSha256)
    expect(await stored(signed.signedLetterDocumentId)).toBe(signed.signedLetterSha256)
    expect(await stored(signed.signedDocumentId)).toBe(signed.signedSha256)
    // The signed offer is Lena's, whose application it moved to hired.
    const [app] = await db.select().from(applications).where(eq(applications.id, signed.applicationId))
    expect(app!.stage).toBe('hired')
    expect(signed.signedAt).toEqual(app!.stageChangedAt)
    const events = await db
      .select()
      .from(offerLetterEvents)
      .where(eq(offerLetterEvents.offerLetterId, signed.id))
      .orderBy(offerLetterEvents.seq)
    expect(events.map((e) => e.kind)).toEqual([
      'created',
      'sent',
      'viewed',
      'consent_given',
      'code_sent',
      'code_verified',
      'signed',
    ])
  })

  it('keeps Globex records apart from Acme', async () => {
    const globex = await businessBySlug('globex')
    const globexJobs = await db
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(eq(opportunities.businessId, globex.id))
    expect(globexJobs.length).toBe(2)
    const onGlobexJobs = await db
      .select({ businessId: candidates.businessId })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(eq(opportunities.businessId, globex.id))
    expect(onGlobexJobs.length).toBeGreaterThanOrEqual(5)
    expect(onGlobexJobs.every((c) => c.businessId === globex.id)).toBe(true)
    const globexCandidates = await db
      .select({ n: count() })
      .from(candidates)
      .where(eq(candidates.businessId, globex.id))
    expect(globexCandidates[0]!.n).toBe(onGlobexJobs.length)
  })

  it('never links a record to another business’s parent', async () => {
    const checks = [
      sql`select count(*) as n from applications a join opportunities o on o.id = a.opportunity_id where o.business_id <> a.business_id`,
      sql`select count(*) as n from applications a join candidates c on c.id = a.candidate_id where c.business_id <> a.business_id`,
      sql`select count(*) as n from interviews i join opportunities o on o.id = i.opportunity_id where o.business_id <> i.business_id`,
      sql`select count(*) as n from interviews i join candidates c on c.id = i.candidate_id where c.business_id <> i.business_id`,
      sql`select count(*) as n from candidate_interviews ci join opportunities o on o.id = ci.opportunity_id where o.business_id <> ci.business_id`,
      sql`select count(*) as n from opportunities o join departments d on d.id = o.department_id where d.business_id <> o.business_id`,
      sql`select count(*) as n from opportunities o join business_branches b on b.id = o.branch_id where b.business_id <> o.business_id`,
      sql`select count(*) as n from opportunities o join employees e on e.id = o.hiring_manager_id where e.business_id <> o.business_id`,
      sql`select count(*) as n from employees e join employee_roles r on r.id = e.role_id where r.business_id <> e.business_id`,
      sql`select count(*) as n from feedback f join candidates c on c.id = f.candidate_id where c.business_id <> f.business_id`,
      sql`select count(*) as n from interview_questions q join interviews i on i.id = q.interview_id where i.business_id <> q.business_id`,
    ]
    for (const check of checks) expect(await mismatches(check)).toBe(0)
    // Every candidate has an application, and every interview is tied to an opportunity.
    expect(
      await mismatches(
        sql`select count(*) as n from candidates c where not exists (select 1 from applications a where a.candidate_id = c.id)`,
      ),
    ).toBe(0)
    expect(await mismatches(sql`select count(*) as n from interviews where opportunity_id is null`)).toBe(0)
  })

  it('schedules interviews ahead, keeps finished ones in the past, and has the demo exam', async () => {
    const all = await db.select().from(interviews)
    expect(all.some((i) => i.status === 'scheduled' && i.scheduledAt > now && i.mode !== 'online_exam')).toBe(true)
    expect(all.filter((i) => i.status === 'completed').every((i) => i.scheduledAt < now && i.score !== null)).toBe(true)
    expect(all.some((i) => i.status === 'cancelled' && i.reason)).toBe(true)
    expect(all.every((i) => i.createdAt <= i.scheduledAt && i.createdAt <= i.updatedAt)).toBe(true)

    const exam = all.find((i) => i.title === DEMO_EXAM_TITLE)!
    expect(exam).toMatchObject({
      mode: 'online_exam',
      status: 'scheduled',
      examStatus: 'not_started',
      durationMinutes: 45,
      maxWarnings: 5,
    })
    expect(exam.scheduledAt.getTime()).toBe(now.getTime() - 3_600_000)
    // Open now, and still open weeks after the seed ran: the window, not the duration, bounds the start.
    expect(exam.examOpensAt!.getTime()).toBe(exam.scheduledAt.getTime())
    expect(exam.examClosesAt!.getTime()).toBeGreaterThan(now.getTime() + 14 * DAY)
    const [casey] = await db.select().from(candidates).where(eq(candidates.id, exam.candidateId))
    expect(casey!.email).toBe('candidate@acme.example')
    const questions = await db
      .select()
      .from(interviewQuestions)
      .where(eq(interviewQuestions.interviewId, exam.id))
      .orderBy(interviewQuestions.position)
    expect(questions.map((q) => q.type)).toEqual(['mcq', 'mcq', 'text', 'audio', 'coding'])
    const coding = questions[4]!
    expect(coding.testStyle).toBe('function')
    expect(coding.languages!.map((l) => [l.language, l.function_name])).toEqual([
      ['javascript', 'isPalindrome'],
      ['python', 'is_palindrome'],
    ])
    expect(coding.tests!.filter((t) => !t.hidden).length).toBeGreaterThan(2)
    expect(coding.tests!.filter((t) => t.hidden).length).toBeGreaterThan(2)
    expect(new Set(coding.tests!.map((t) => t.id)).size).toBe(coding.tests!.length)
    for (const t of coding.tests!) expect(() => [JSON.parse(t.input), JSON.parse(t.expected)]).not.toThrow()
    expect(exam.maxScore).toBe(questions.reduce((s, q) => s + q.points, 0))
  })

  it('has feedback, offer letters and billing history', async () => {
    expect(await countRows(feedback)).toBeGreaterThan(0)
    expect(await countRows(candidateInterviews)).toBeGreaterThan(0)
    const offers = await db.select().from(offerLetters)
    expect(offers.map((o) => o.status).sort()).toEqual(['draft', 'sent', 'signed'])
    const sent = offers.find((o) => o.status === 'sent')!
    // Open for two weeks: until the end of the fourteenth day, in the business's time zone.
    expect(sent.expiresAt.getTime() - now.getTime()).toBeGreaterThan(13 * DAY)
    expect(sent.expiresAt.getTime() - now.getTime()).toBeLessThan(15 * DAY)
    const txs = await db.select().from(transactions)
    expect(txs.filter((t) => t.status === 'failed' && t.failureReason === 'Your card was declined.').length).toBe(1)
    const [growth] = await db.select().from(plans).where(eq(plans.name, 'Growth'))
    const acme = await businessBySlug('acme')
    const acmePurchase = txs.find((t) => t.businessId === acme.id && t.kind === 'plan_purchase')!
    expect(acmePurchase).toMatchObject({ status: 'succeeded', amountCents: growth!.priceCents, planId: growth!.id })
    expect(new Set(txs.map((t) => t.invoiceNumber).filter(Boolean)).size).toBe(
      txs.filter((t) => t.status === 'succeeded').length,
    )
  })
})
