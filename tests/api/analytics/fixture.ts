/**
 * A small hiring history of Acme (time zone America/New_York) in March 2021, far from the demo
 * data (which is dated around today), so every report over March 2021 counts only these rows
 * and the figures can be worked out by hand (docs/analytics.md; the expected values are in
 * analytics.wildcard.test.ts with their working).
 *
 * Jobs: J1 (department "Analytics QA", 2 openings, opened Mar 1 04:00Z, on hold Mar 5 04:00Z to
 * Mar 8 04:00Z, filled), J2 (no department, 2 openings, opened Mar 1 15:00Z).
 * Applications (R = the demo recruiter, O = the owner; hires are the candidate's signing):
 *   A1 C1 referral → J1, applied Mar 2 04:00Z (Mar 1, 23:00 in New York), … hired Mar 12 04:00Z (Mar 11 NY): 10 days
 *   A2 C2 linkedin → J1, applied Mar 3 15:00Z, … hired Mar 23 15:00Z: 20 days
 *   A3 C3 linkedin → J2, applied Mar 4 15:00Z, shortlisted (screening skipped), interviewing, rejected
 *   A4 C4 referral → J2, applied Mar 5 15:00Z, screening
 *   A5 C5 linkedin → J2, applied Mar 10 03:30Z (Mar 9, 22:30 NY), new
 *   A6 C6 linkedin → J2, applied Mar 1 15:00Z, … hired Mar 7 15:00Z: 6 days
 *   A7 C6 careers page → J1, applied Feb 15 15:00Z (the previous period), new
 */
import { eq } from 'drizzle-orm'
import * as schema from '../../../worker/db/schema'
import { newId } from '../../../worker/lib/ids'
import { db } from '../../setup/http'
import { businessBySlug, employeeByEmail } from '../opportunities/helpers'

const t = (iso: string) => new Date(iso)

export type Fixture = Awaited<ReturnType<typeof buildFixture>>

export async function buildFixture() {
  const acme = await businessBySlug('acme')
  const R = (await employeeByEmail('recruiter@acme.example')).id
  const O = (await employeeByEmail('owner@acme.example')).id
  const b = acme.id
  const D = newId()
  const J1 = newId()
  const J2 = newId()
  await db().insert(schema.departments).values({ id: D, businessId: b, name: 'Analytics QA' })
  await db()
    .insert(schema.opportunities)
    .values([
      {
        id: J1,
        businessId: b,
        title: 'QA Analyst',
        departmentId: D,
        openings: 2,
        skills: [],
        status: 'filled',
        publishedAt: t('2021-03-01T04:00:00Z'),
        closedAt: t('2021-03-23T16:00:00Z'),
        createdAt: t('2021-02-10T12:00:00Z'),
      },
      {
        id: J2,
        businessId: b,
        title: 'Data Steward',
        openings: 2,
        skills: [],
        status: 'open',
        publishedAt: t('2021-03-01T15:00:00Z'),
        createdAt: t('2021-02-10T12:00:00Z'),
      },
    ])
  const jobMove = (entityId: string, from: string | null, to: string, at: string) => ({
    businessId: b,
    entity: 'opportunity',
    entityId,
    fromStatus: from,
    toStatus: to,
    actorKind: 'employee',
    actorId: O,
    createdAt: t(at),
  })
  await db()
    .insert(schema.statusHistories)
    .values([
      jobMove(J1, null, 'draft', '2021-02-10T12:00:00Z'),
      jobMove(J1, 'draft', 'open', '2021-03-01T04:00:00Z'),
      jobMove(J1, 'open', 'on_hold', '2021-03-05T04:00:00Z'),
      jobMove(J1, 'on_hold', 'open', '2021-03-08T04:00:00Z'),
      jobMove(J1, 'open', 'filled', '2021-03-23T16:00:00Z'),
      jobMove(J2, null, 'draft', '2021-02-10T12:00:00Z'),
      jobMove(J2, 'draft', 'open', '2021-03-01T15:00:00Z'),
    ])

  const people = [
    { key: 'C1', years: 0, source: 'referral', assignee: R, registeredAt: t('2021-03-02T12:00:00Z') },
    { key: 'C2', years: 4, source: 'linkedin', assignee: R },
    { key: 'C3', years: 7, source: 'linkedin', assignee: O },
    { key: 'C4', years: null, source: 'referral', assignee: R },
    { key: 'C5', years: 12, source: 'linkedin', assignee: O, registeredAt: t('2021-03-10T03:30:00Z') },
    { key: 'C6', years: 2, source: 'linkedin', assignee: O },
  ] as const
  const C: Record<string, string> = {}
  for (const p of people) {
    C[p.key] = newId()
    await db()
      .insert(schema.candidates)
      .values({
        id: C[p.key],
        businessId: b,
        firstName: `Fixture ${p.key}`,
        lastName: 'Analytics',
        email: `${p.key.toLowerCase()}.${C[p.key]!.slice(-6)}@analytics.example`,
        experienceYears: p.years,
        skills: [],
        source: p.source,
        assignedTo: p.assignee,
        registeredAt: 'registeredAt' in p ? p.registeredAt : null,
        passwordHash: 'registeredAt' in p ? 'x' : null,
        createdBy: p.assignee,
        createdAt: t('2021-02-01T12:00:00Z'),
      })
  }

  type Move = [to: string, at: string, by: 'R' | 'O' | 'candidate']
  const apps: { key: string; cand: string; job: string; source: string; applied: string; moves: Move[] }[] = [
    {
      key: 'A1',
      cand: 'C1',
      job: J1,
      source: 'referral',
      applied: '2021-03-02T04:00:00Z',
      moves: [
        ['screening', '2021-03-03T15:00:00Z', 'R'],
        ['shortlisted', '2021-03-04T15:00:00Z', 'R'],
        ['interviewing', '2021-03-05T15:00:00Z', 'R'],
        ['offered', '2021-03-08T15:00:00Z', 'R'],
        ['hired', '2021-03-12T04:00:00Z', 'candidate'],
      ],
    },
    {
      key: 'A2',
      cand: 'C2',
      job: J1,
      source: 'linkedin',
      applied: '2021-03-03T15:00:00Z',
      moves: [
        ['screening', '2021-03-04T15:00:00Z', 'R'],
        ['shortlisted', '2021-03-05T15:00:00Z', 'R'],
        ['interviewing', '2021-03-06T15:00:00Z', 'R'],
        ['offered', '2021-03-10T15:00:00Z', 'R'],
        ['hired', '2021-03-23T15:00:00Z', 'candidate'],
      ],
    },
    {
      key: 'A3',
      cand: 'C3',
      job: J2,
      source: 'linkedin',
      applied: '2021-03-04T15:00:00Z',
      moves: [
        ['shortlisted', '2021-03-05T15:00:00Z', 'O'],
        ['interviewing', '2021-03-06T15:00:00Z', 'O'],
        ['rejected', '2021-03-09T15:00:00Z', 'O'],
      ],
    },
    {
      key: 'A4',
      cand: 'C4',
      job: J2,
      source: 'referral',
      applied: '2021-03-05T15:00:00Z',
      moves: [['screening', '2021-03-06T15:00:00Z', 'R']],
    },
    { key: 'A5', cand: 'C5', job: J2, source: 'linkedin', applied: '2021-03-10T03:30:00Z', moves: [] },
    {
      key: 'A6',
      cand: 'C6',
      job: J2,
      source: 'linkedin',
      applied: '2021-03-01T15:00:00Z',
      moves: [
        ['screening', '2021-03-02T15:00:00Z', 'O'],
        ['shortlisted', '2021-03-03T15:00:00Z', 'O'],
        ['interviewing', '2021-03-04T15:00:00Z', 'O'],
        ['offered', '2021-03-05T15:00:00Z', 'O'],
        ['hired', '2021-03-07T15:00:00Z', 'candidate'],
      ],
    },
    { key: 'A7', cand: 'C6', job: J1, source: 'careers page', applied: '2021-02-15T15:00:00Z', moves: [] },
  ]
  const A: Record<string, string> = {}
  for (const a of apps) {
    const id = newId()
    A[a.key] = id
    const last = a.moves.at(-1)
    await db()
      .insert(schema.applications)
      .values({
        id,
        businessId: b,
        candidateId: C[a.cand]!,
        opportunityId: a.job,
        stage: (last?.[0] ?? 'new') as 'new',
        source: a.source,
        appliedAt: t(a.applied),
        stageChangedAt: t(last?.[1] ?? a.applied),
        createdBy: a.source === 'careers page' ? null : R,
        createdAt: t(a.applied),
      })
    let from = 'new'
    await db()
      .insert(schema.statusHistories)
      .values([
        {
          businessId: b,
          entity: 'application',
          entityId: id,
          fromStatus: null,
          toStatus: 'new',
          actorKind: 'employee',
          actorId: R,
          createdAt: t(a.applied),
        },
        ...a.moves.map(([to, at, by]) => {
          const row = {
            businessId: b,
            entity: 'application',
            entityId: id,
            fromStatus: from,
            toStatus: to,
            actorKind: by === 'candidate' ? 'candidate' : 'employee',
            actorId: by === 'R' ? R : by === 'O' ? O : C[a.cand]!,
            createdAt: t(at),
          }
          from = to
          return row
        }),
      ])
  }

  const interview = (cand: string, job: string, at: string, status: string, by: string, id = newId()) => ({
    id,
    businessId: b,
    candidateId: C[cand]!,
    opportunityId: job,
    title: 'Fixture interview',
    mode: 'video' as const,
    scheduledAt: t(at),
    interviewerIds: [R, O],
    status: status as 'completed',
    createdBy: by,
    createdAt: t('2021-03-01T12:00:00Z'),
  })
  const I1 = newId()
  const I3 = newId()
  await db()
    .insert(schema.interviews)
    .values([
      interview('C1', J1, '2021-03-05T15:00:00Z', 'completed', R, I1),
      interview('C2', J1, '2021-03-06T15:00:00Z', 'completed', R),
      interview('C3', J2, '2021-03-07T15:00:00Z', 'completed', O, I3),
      interview('C3', J2, '2021-03-08T15:00:00Z', 'cancelled', R),
      interview('C6', J2, '2021-03-04T15:00:00Z', 'completed', O),
    ])

  const offer = (app: string, cand: string, job: string, sent: string, signed: string) => ({
    businessId: b,
    candidateId: C[cand]!,
    applicationId: A[app]!,
    opportunityId: job,
    status: 'signed' as const,
    title: 'Offer',
    body: '<p>Offer</p>',
    salaryMinor: 100_000_00,
    currency: 'USD',
    startDate: '2021-04-01',
    expiresOn: '2021-03-31',
    expiresAt: t('2021-04-01T03:59:59Z'),
    sentAt: t(sent),
    signedAt: t(signed),
    createdAt: t(sent),
  })
  await db()
    .insert(schema.offerLetters)
    .values([
      offer('A1', 'C1', J1, '2021-03-08T15:00:00Z', '2021-03-12T04:00:00Z'),
      offer('A2', 'C2', J1, '2021-03-10T15:00:00Z', '2021-03-23T15:00:00Z'),
      offer('A6', 'C6', J2, '2021-03-05T15:00:00Z', '2021-03-07T15:00:00Z'),
    ])

  const comment = (cand: string, author: string, mentions: string[], at: string) => ({
    businessId: b,
    candidateId: C[cand]!,
    authorId: author,
    body: 'Fixture comment',
    mentions,
    createdAt: t(at),
  })
  await db()
    .insert(schema.comments)
    .values([
      comment('C1', O, [R], '2021-03-04T16:00:00Z'),
      comment('C1', O, [], '2021-03-05T16:00:00Z'),
      comment('C3', R, [O, R], '2021-03-06T16:00:00Z'),
    ])
  await db()
    .insert(schema.feedback)
    .values([
      {
        businessId: b,
        candidateId: C.C1!,
        interviewId: I1,
        authorKind: 'employee',
        authorId: R,
        rating: 3,
        createdAt: t('2021-03-05T17:00:00Z'),
      },
      {
        businessId: b,
        candidateId: C.C3!,
        interviewId: I3,
        authorKind: 'employee',
        authorId: O,
        rating: 2,
        createdAt: t('2021-03-07T17:00:00Z'),
      },
    ])
  return { businessId: b, R, O, D, J1, J2, C, A }
}

/** The fixture's department is Acme's; Globex's id of something, for the 404s. */
export async function globexDepartmentId() {
  const globex = await businessBySlug('globex')
  const row = await db().query.departments.findFirst({ where: eq(schema.departments.businessId, globex.id) })
  return row!.id
}
