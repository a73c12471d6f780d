import { newId } from '../../lib/ids'
import {
  attributeKey,
  DEFAULT_SCORECARD_ATTRIBUTES,
  type ScorecardRating,
} from '../../resources/interviews/interviews.schema'
import {
  type CANDIDATE_INTERVIEW_STATES,
  candidateInterviews,
  feedback,
  type INTERVIEW_STATES,
  interviews,
  scorecardAttributes,
  statusHistories,
} from '../schema'
import { ACME_CANDIDATES, type AcmeCandidateKey, type AcmeCandidates } from './acme-candidates'
import {
  DEMO_EXAM_DURATION_MINUTES,
  DEMO_EXAM_MAX_SCORE,
  DEMO_EXAM_TITLE,
  DEMO_EXAM_WINDOW_DAYS,
  examQuestionEntry,
} from './acme-exam'
import type { AcmeJobs } from './acme-jobs'
import type { AcmeOrg } from './acme-org'
import { rowsOf, type SeedEntry } from './batch'
import { idAt, type SeedContext, stamps } from './context'

type Mode = 'online_exam' | 'video' | 'in_person' | 'phone'
type Round = {
  title: string
  mode: Mode
  at: Date
  interviewerIds: string[]
  status: (typeof INTERVIEW_STATES)[number]
  score?: number
  reason?: string
  durationMinutes?: number
}
type Review = {
  /** Shown to the candidate in their area (the business chose to share it). */
  shared?: boolean
  by: string
  /** The interviewer's overall view on the scorecard's 1–4 scale; each attribute is rated around it. */
  rating: 1 | 2 | 3 | 4
  recommendation: 'strong_yes' | 'yes' | 'no' | 'strong_no'
  strengths: string
  concerns: string
}

const NY = { timezone: 'America/New_York', room: 'New York HQ, 350 Fifth Avenue, Suite 4100 — Room 41B' }
const AUSTIN = { timezone: 'America/Chicago', room: 'Austin office, 500 West 2nd Street, Floor 19 — Pecan room' }
/** Interviews happen in the time zone (and office) of the opening's branch. */
const OFFICE: Partial<Record<keyof AcmeJobs, typeof NY>> = {
  backend: NY,
  frontend: AUSTIN,
  designer: NY,
  accountExec: AUSTIN,
}

/** What the scorecards of these jobs rate (the others use the default set). */
const JOB_ATTRIBUTES: Partial<Record<keyof AcmeJobs, { name: string; description: string }[]>> = {
  backend: [
    { name: 'System design', description: 'Designs services that stay correct under failure and load.' },
    { name: 'Coding', description: 'Writes clear, tested, idiomatic code.' },
    { name: 'Data modelling', description: 'Models data and queries it efficiently (PostgreSQL).' },
    { name: 'Communication', description: 'Explains trade-offs clearly and listens.' },
    { name: 'Ownership', description: 'Takes work from idea to production and operates it.' },
  ],
  frontend: [
    { name: 'React and TypeScript', description: 'Builds components and state that are easy to change.' },
    { name: 'Accessibility and UX craft', description: 'Ships interfaces everyone can use.' },
    { name: 'Problem solving', description: 'Breaks problems down and reasons clearly.' },
    { name: 'Communication', description: 'Explains ideas clearly and listens.' },
    { name: 'Collaboration', description: 'Works well with design and product.' },
  ],
  accountExec: [
    { name: 'Discovery', description: 'Finds the buyer’s real problem with good questions.' },
    { name: 'Objection handling', description: 'Stays calm and credible on price and risk.' },
    { name: 'Communication', description: 'Clear, concise and persuasive.' },
    { name: 'Drive', description: 'Owns a pipeline and follows through.' },
  ],
}

/** How each attribute is rated around an interviewer's overall view: mostly the same, some a notch apart. */
const SPREAD = [0, 1, -1, 0, 1, -1, 0]
const clampRating = (n: number) => Math.min(4, Math.max(1, n))

const DAY = 86_400_000
const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6

/** Past meetings land in office hours on a weekday: the latest 14:00, 17:00 or 20:00 UTC at or before `date`. */
function officeSlot(date: Date): Date {
  let slot: Date | undefined
  for (const hour of [20, 17, 14]) {
    const at = new Date(date.getTime())
    at.setUTCHours(hour, 0, 0, 0)
    if (at <= date) {
      slot = at
      break
    }
  }
  if (!slot) {
    slot = new Date(date.getTime() - DAY)
    slot.setUTCHours(20, 0, 0, 0)
  }
  while (isWeekend(slot)) slot = new Date(slot.getTime() - DAY)
  return slot
}

/** Coming meetings are on a weekday too: a weekend moves to the Monday after. */
function workday(date: Date): Date {
  let d = date
  while (isWeekend(d)) d = new Date(d.getTime() + DAY)
  return d
}

export function acmeInterviewEntries(
  ctx: SeedContext,
  org: AcmeOrg,
  cands: AcmeCandidates,
  jobs: AcmeJobs,
): SeedEntry[] {
  const { clock } = ctx
  const businessId = org.businessId
  const { recruiter, marcus, priya, sofia, jordan } = org.emp
  const when = (key: AcmeCandidateKey, fraction: number, next: 'offered' | 'hired' | 'rejected' | null = null) => {
    const c = cands[key]
    return officeSlot(clock.between(c.movedAt.interviewing!, next ? c.movedAt[next]! : clock.now, fraction))
  }

  const processes: {
    key: AcmeCandidateKey
    status: (typeof CANDIDATE_INTERVIEW_STATES)[number]
    reason?: string
    rounds: (Round & { reviews?: Review[] })[]
  }[] = [
    {
      key: 'casey',
      status: 'in_progress',
      rounds: [
        {
          title: 'Recruiter phone screen',
          mode: 'phone',
          at: when('casey', 0.3),
          interviewerIds: [recruiter],
          status: 'completed',
          score: 8,
          durationMinutes: 30,
          reviews: [
            {
              shared: true,
              by: recruiter,
              rating: 3,
              recommendation: 'yes',
              strengths: 'Clear communicator; led a Postgres partitioning project end to end.',
              concerns: 'Limited AWS experience beyond Lambda and RDS.',
            },
          ],
        },
        {
          title: DEMO_EXAM_TITLE,
          mode: 'online_exam',
          at: clock.ago(0, 1),
          interviewerIds: [marcus, priya],
          status: 'scheduled',
          durationMinutes: DEMO_EXAM_DURATION_MINUTES,
        },
      ],
    },
    {
      key: 'isabella',
      status: 'in_progress',
      rounds: [
        {
          title: 'Technical screen',
          mode: 'video',
          at: when('isabella', 0.4),
          interviewerIds: [priya],
          status: 'completed',
          score: 8,
          reviews: [
            {
              by: priya,
              rating: 3,
              recommendation: 'yes',
              strengths: 'Excellent React fundamentals and a strong eye for accessibility.',
              concerns: 'Has not owned performance work on a large app.',
            },
          ],
        },
        {
          title: 'Technical interview: frontend architecture',
          mode: 'video',
          at: workday(clock.at(2, 15)),
          interviewerIds: [priya, marcus],
          status: 'scheduled',
        },
      ],
    },
    {
      key: 'daniel',
      status: 'pending',
      rounds: [
        {
          title: 'Portfolio review',
          mode: 'video',
          at: when('daniel', 0.5),
          interviewerIds: [sofia],
          status: 'cancelled',
          reason: 'Candidate asked to reschedule because of a travel conflict.',
        },
        {
          title: 'Portfolio review',
          mode: 'in_person',
          at: workday(clock.at(1, 14)),
          interviewerIds: [sofia, recruiter],
          status: 'scheduled',
          durationMinutes: 90,
        },
      ],
    },
    {
      key: 'samuel',
      status: 'passed',
      rounds: [
        {
          title: 'Recruiter phone screen',
          mode: 'phone',
          at: when('samuel', 0.25, 'offered'),
          interviewerIds: [recruiter],
          status: 'completed',
          score: 9,
          durationMinutes: 30,
          reviews: [
            {
              by: recruiter,
              rating: 4,
              recommendation: 'strong_yes',
              strengths: 'Eight years in payments; motivated by the billing platform roadmap.',
              concerns: 'Salary expectation at the top of the band.',
            },
          ],
        },
        {
          title: 'System design interview',
          mode: 'video',
          at: when('samuel', 0.7, 'offered'),
          interviewerIds: [marcus, priya],
          status: 'completed',
          score: 9,
          reviews: [
            {
              by: marcus,
              rating: 4,
              recommendation: 'strong_yes',
              strengths: 'Designed an idempotent ledger with clear failure handling and sensible trade-offs.',
              concerns: 'None significant.',
            },
            {
              by: priya,
              rating: 3,
              recommendation: 'yes',
              strengths: 'Deep PostgreSQL knowledge; thoughtful about observability.',
              concerns: 'Could have explored the caching strategy further.',
            },
          ],
        },
      ],
    },
    {
      key: 'chloe',
      status: 'passed',
      rounds: [
        {
          title: 'Sales role-play and interview',
          mode: 'in_person',
          at: when('chloe', 0.5, 'offered'),
          interviewerIds: [jordan],
          status: 'completed',
          score: 9,
          durationMinutes: 90,
          reviews: [
            {
              by: jordan,
              rating: 4,
              recommendation: 'strong_yes',
              strengths: 'Outstanding discovery questions in the role-play; handled pricing objections calmly.',
              concerns: 'New to selling to engineering buyers.',
            },
          ],
        },
      ],
    },
    {
      key: 'lena',
      status: 'passed',
      rounds: [
        {
          title: 'Technical screen',
          mode: 'video',
          at: when('lena', 0.3, 'offered'),
          interviewerIds: [priya],
          status: 'completed',
          score: 8,
          reviews: [
            {
              by: priya,
              rating: 3,
              recommendation: 'yes',
              strengths: 'Well-structured components and thorough tests.',
              concerns: 'Less backend exposure than other candidates.',
            },
          ],
        },
        {
          title: 'Final interview',
          mode: 'video',
          at: when('lena', 0.8, 'offered'),
          interviewerIds: [marcus],
          status: 'completed',
          score: 9,
          reviews: [
            {
              by: marcus,
              rating: 4,
              recommendation: 'strong_yes',
              strengths: 'Great product sense; asked sharp questions about our users.',
              concerns: 'None.',
            },
          ],
        },
      ],
    },
    {
      key: 'omar',
      status: 'passed',
      rounds: [
        {
          title: 'Sales role-play and interview',
          mode: 'in_person',
          at: when('omar', 0.5, 'offered'),
          interviewerIds: [jordan],
          status: 'completed',
          score: 9,
          durationMinutes: 90,
          reviews: [
            {
              by: jordan,
              rating: 4,
              recommendation: 'strong_yes',
              strengths: 'Closed three comparable deals last year; excellent references.',
              concerns: 'None.',
            },
          ],
        },
      ],
    },
    {
      key: 'tyler',
      status: 'failed',
      reason: 'Did not meet the bar in the system design round.',
      rounds: [
        {
          title: 'System design interview',
          mode: 'video',
          at: when('tyler', 0.5, 'rejected'),
          interviewerIds: [marcus],
          status: 'completed',
          score: 4,
          reviews: [
            {
              by: marcus,
              rating: 2,
              recommendation: 'no',
              strengths: 'Solid Java and Spring experience.',
              concerns: 'Struggled with consistency and failure handling across services.',
            },
          ],
        },
      ],
    },
  ]

  const attributeRows = []
  const attributesOf = (job: keyof AcmeJobs) =>
    (JOB_ATTRIBUTES[job] ?? DEFAULT_SCORECARD_ATTRIBUTES).map((a) => ({ key: attributeKey(a.name), name: a.name }))
  for (const [job, list] of Object.entries(JOB_ATTRIBUTES) as [
    keyof AcmeJobs,
    { name: string; description: string }[],
  ][])
    for (const [position, a] of list.entries())
      attributeRows.push({
        businessId,
        opportunityId: jobs[job],
        key: attributeKey(a.name),
        name: a.name,
        description: a.description,
        position,
        ...stamps(clock.ago(120)),
      })

  const ciRows = []
  const interviewRows = []
  const feedbackRows = []
  const historyRows = []
  const questionEntries: SeedEntry[] = []
  let examInterviewId = ''
  for (const p of processes) {
    const c = cands[p.key]
    // Rounds are booked when the candidate moves to interviewing, and at least a day ahead.
    const bookedAt = (r: Round) => new Date(Math.min(c.movedAt.interviewing!.getTime(), r.at.getTime() - 86_400_000))
    const ciCreatedAt = bookedAt(p.rounds[0]!)
    const ciId = newId(ciCreatedAt.getTime())
    const lastAt = p.rounds[p.rounds.length - 1]!.at
    const rounds = p.rounds.filter((r) => r.status !== 'cancelled').length
    ciRows.push({
      id: ciId,
      businessId,
      candidateId: c.id,
      opportunityId: c.opportunityId,
      status: p.status,
      currentRound: Math.max(rounds, 1),
      reason: p.reason ?? null,
      ...stamps(ciCreatedAt, lastAt < clock.now ? lastAt : clock.now),
    })
    historyRows.push({
      id: idAt(ciCreatedAt),
      businessId,
      entity: 'candidate_interview',
      entityId: ciId,
      fromStatus: null,
      toStatus: 'pending',
      reason: null,
      actorKind: 'employee',
      actorId: recruiter,
      meta: { event: 'created' as const, candidateId: c.id, opportunityId: c.opportunityId, round: 1 },
      ...stamps(ciCreatedAt),
    })
    // A process under way or decided went through in_progress when its first round was held.
    const held = p.rounds.find((r) => r.status === 'completed')
    if (p.status !== 'pending' && held) {
      const at = new Date(held.at.getTime() + (held.durationMinutes ?? 60) * 60_000)
      historyRows.push({
        id: idAt(at),
        businessId,
        entity: 'candidate_interview',
        entityId: ciId,
        fromStatus: 'pending',
        toStatus: 'in_progress',
        reason: null,
        actorKind: 'employee',
        actorId: held.interviewerIds[0]!,
        meta: null,
        ...stamps(at),
      })
      if (p.status !== 'in_progress') {
        const decidedAt = new Date(Math.min(clock.now.getTime(), lastAt.getTime() + 2 * 86_400_000))
        historyRows.push({
          id: idAt(decidedAt),
          businessId,
          entity: 'candidate_interview',
          entityId: ciId,
          fromStatus: 'in_progress',
          toStatus: p.status,
          reason: p.reason ?? null,
          actorKind: 'employee',
          actorId: recruiter,
          meta: null,
          ...stamps(decidedAt),
        })
      }
    }
    let round = 0
    for (const r of p.rounds) {
      if (r.status !== 'cancelled') round++
      const id = idAt(bookedAt(r))
      const isExam = r.mode === 'online_exam'
      const office = OFFICE[ACME_CANDIDATES[p.key].job] ?? NY
      const duration = r.durationMinutes ?? 60
      const ended = new Date(r.at.getTime() + duration * 60_000)
      const createdAt = bookedAt(r)
      const updatedAt =
        r.status === 'completed' ? ended : r.status === 'cancelled' ? clock.between(createdAt, r.at, 0.8) : createdAt
      interviewRows.push({
        id,
        businessId,
        candidateInterviewId: ciId,
        candidateId: c.id,
        opportunityId: c.opportunityId,
        round: Math.max(round, 1),
        title: r.title,
        mode: r.mode,
        scheduledAt: r.at,
        durationMinutes: duration,
        timezone: office.timezone,
        location: r.mode === 'in_person' ? office.room : null,
        meetingUrl: r.mode === 'video' ? `https://meet.acme.example/${id.slice(-12)}` : null,
        interviewerIds: r.interviewerIds,
        status: r.status,
        reason: r.reason ?? null,
        examStatus: isExam ? ('not_started' as const) : null,
        examOpensAt: isExam ? r.at : null,
        examClosesAt: isExam ? clock.ahead(DEMO_EXAM_WINDOW_DAYS) : null,
        maxWarnings: 5,
        sequence: r.status === 'cancelled' ? 1 : 0,
        // What is over was reminded of and chased for scorecards when it happened.
        reminderSentAt: r.at < clock.now ? new Date(r.at.getTime() - 86_400_000) : null,
        scorecardDueSentAt: ended < clock.now ? ended : null,
        score: r.score ?? null,
        maxScore: isExam ? DEMO_EXAM_MAX_SCORE : r.status === 'completed' ? 10 : null,
        createdBy: recruiter,
        ...stamps(createdAt, updatedAt),
      })
      if (isExam) {
        examInterviewId = id
        questionEntries.push(examQuestionEntry(businessId, id, createdAt))
      }
      historyRows.push({
        id: idAt(createdAt),
        businessId,
        entity: 'interview',
        entityId: id,
        fromStatus: null,
        toStatus: 'scheduled',
        reason: null,
        actorKind: 'employee',
        actorId: recruiter,
        meta: {
          event: 'created' as const,
          candidateId: c.id,
          opportunityId: c.opportunityId,
          round: Math.max(round, 1),
        },
        ...stamps(createdAt),
      })
      if (r.status === 'completed' || r.status === 'cancelled') {
        historyRows.push({
          id: idAt(updatedAt),
          businessId,
          entity: 'interview',
          entityId: id,
          fromStatus: 'scheduled',
          toStatus: r.status,
          reason: r.reason ?? null,
          actorKind: 'employee',
          actorId: r.status === 'cancelled' ? recruiter : r.interviewerIds[0]!,
          ...stamps(updatedAt),
        })
      }
      for (const [i, review] of (r.reviews ?? []).entries()) {
        const at = new Date(ended.getTime() + (i + 1) * 40 * 60_000)
        feedbackRows.push({
          id: idAt(at),
          businessId,
          candidateId: c.id,
          interviewId: id,
          authorKind: 'employee' as const,
          authorId: review.by,
          rating: review.rating,
          ratings: attributesOf(ACME_CANDIDATES[p.key].job).map(
            (a, k): ScorecardRating => ({
              ...a,
              rating: clampRating(review.rating + SPREAD[(k + i) % SPREAD.length]!),
            }),
          ),
          recommendation: review.recommendation,
          strengths: review.strengths,
          concerns: review.concerns,
          isShared: review.shared ?? false,
          ...stamps(at),
        })
      }
    }
  }
  if (!examInterviewId) throw new Error('The demo exam is missing')

  return [
    rowsOf(scorecardAttributes, attributeRows),
    rowsOf(candidateInterviews, ciRows),
    rowsOf(interviews, interviewRows),
    ...questionEntries,
    rowsOf(feedback, feedbackRows),
    rowsOf(statusHistories, historyRows),
  ]
}
