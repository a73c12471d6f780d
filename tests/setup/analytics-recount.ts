/**
 * A recount of what the analytics count from (docs/analytics.md, "Speed"), from the rows
 * themselves and the definitions, not from the triggers' SQL: each application's facts (the
 * furthest stage from the history for a rejected or withdrawn one, its hire, its recruiter, its
 * candidate's experience) and the counters of applications and moves per block. `kept` reads
 * what the triggers keep; the two must be equal after any write (tests/services/analytics-counters,
 * tests/bench/load-generator). `all` runs a query on the database under test.
 */
import { DAY_MS, EXPERIENCE_BANDS, FUNNEL_STAGES } from '../../worker/resources/analytics/analytics.schema'
import { COUNTER_SPANS } from '../../worker/resources/analytics/counted-days'

export type Query = <T>(query: string) => Promise<T[]>
type Row = Record<string, unknown>
const rankOf = (stage: unknown) => FUNNEL_STAGES.indexOf(stage as (typeof FUNNEL_STAGES)[number])
const bandOf = (years: unknown) =>
  EXPERIENCE_BANDS.find((b) =>
    b.min === null ? years === null : typeof years === 'number' && years >= b.min && (b.max === null || years <= b.max),
  )?.key ?? 'unknown'

/** Each application's facts as the definitions give them, from its history and its candidate. */
async function expectedFacts(all: Query) {
  const apps = await all<{
    id: string
    business_id: string
    candidate_id: string
    opportunity_id: string
    source: string
    stage: string
    applied_at: number
    created_by: string | null
  }>('select id, business_id, candidate_id, opportunity_id, source, stage, applied_at, created_by from applications')
  const history = await all<{
    business_id: string | null
    entity_id: string
    to_status: string
    from_status: string | null
    actor_kind: string | null
    actor_id: string | null
    created_at: number
  }>(
    `select business_id, entity_id, to_status, from_status, actor_kind, actor_id, created_at from status_histories where entity = 'application'`,
  )
  const people = new Map(
    (
      await all<{ id: string; assigned_to: string | null; experience_years: number | null }>(
        'select id, assigned_to, experience_years from candidates',
      )
    ).map((c) => [c.id, c]),
  )
  const byApp = new Map<string, typeof history>()
  for (const h of history) byApp.set(h.entity_id, [...(byApp.get(h.entity_id) ?? []), h])
  return apps.map((a) => {
    const moves = byApp.get(a.id) ?? []
    const left = a.stage === 'rejected' || a.stage === 'withdrawn'
    const hires = moves
      .filter((h) => h.to_status === 'hired' && h.business_id === a.business_id)
      .map((h) => h.created_at)
    const person = people.get(a.candidate_id)
    return {
      ...a,
      reached: left ? Math.max(-1, ...moves.map((h) => rankOf(h.to_status))) : rankOf(a.stage),
      hired_at: hires.length ? Math.min(...hires) : null,
      recruiter_id: person?.assigned_to ?? a.created_by,
      experience_years: person?.experience_years ?? null,
      moves: moves.filter(
        (h) => h.business_id === a.business_id && h.actor_kind === 'employee' && h.from_status !== null,
      ),
    }
  })
}

const dayOf = (ms: number) => Math.floor(ms / DAY_MS)
const add = (map: Map<string, Record<string, number>>, key: string, values: Record<string, number>) => {
  const row = map.get(key) ?? {}
  for (const [k, v] of Object.entries(values)) row[k] = (row[k] ?? 0) + v
  map.set(key, row)
}
const nonZero = (map: Map<string, Record<string, number>>) =>
  Object.fromEntries(
    [...map].filter(([, v]) => Object.values(v).some((n) => n !== 0)).sort(([a], [b]) => (a < b ? -1 : 1)),
  )

/** The counters a recount gives: per business, block, job, source, recruiter (and actor for moves). */
export async function recount(all: Query) {
  const facts = await expectedFacts(all)
  const cohort = new Map<string, Record<string, number>>()
  const moves = new Map<string, Record<string, number>>()
  for (const a of facts)
    for (const span of COUNTER_SPANS) {
      const block = (ms: number) => Math.floor(dayOf(ms) / span) * span
      const band = bandOf(a.experience_years)
      const hired = a.stage === 'hired' ? 1 : 0
      add(
        cohort,
        [a.business_id, span, block(a.applied_at), a.opportunity_id, a.source, a.recruiter_id ?? ''].join(' '),
        {
          ...Object.fromEntries(FUNNEL_STAGES.map((s, i) => [`reached_${s}`, a.reached >= i ? 1 : 0])),
          ...Object.fromEntries(EXPERIENCE_BANDS.map((b) => [`applied_${b.key}`, b.key === band ? 1 : 0])),
          ...Object.fromEntries(EXPERIENCE_BANDS.map((b) => [`hired_${b.key}`, b.key === band ? hired : 0])),
        },
      )
      for (const h of a.moves)
        add(
          moves,
          [
            a.business_id,
            span,
            block(h.created_at),
            h.actor_id ?? '',
            a.opportunity_id,
            a.source,
            a.recruiter_id ?? '',
          ].join(' '),
          { moves: 1 },
        )
    }
  return { facts, cohort: nonZero(cohort), moves: nonZero(moves) }
}

/** What the tables hold. */
export async function kept(all: Query) {
  const cohort = new Map<string, Record<string, number>>()
  for (const { business_id, span, start_day, opportunity_id, source, recruiter_id, ...counts } of await all<
    Record<string, number> & Row
  >('select * from cohort_counts'))
    add(cohort, [business_id, span, start_day, opportunity_id, source, recruiter_id].join(' '), counts)
  const moves = new Map<string, Record<string, number>>()
  for (const r of await all<Row & { moves: number }>('select * from move_counts'))
    add(moves, [r.business_id, r.span, r.start_day, r.actor_id, r.opportunity_id, r.source, r.recruiter_id].join(' '), {
      moves: r.moves,
    })
  const facts = await all<{
    id: string
    reached: number
    hired_at: number | null
    recruiter_id: string | null
    experience_years: number | null
  }>('select id, reached, hired_at, recruiter_id, experience_years from applications')
  return { facts, cohort: nonZero(cohort), moves: nonZero(moves) }
}
