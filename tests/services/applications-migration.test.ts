/**
 * The applications migration on a copy of the demo data in the old shape (candidates carrying
 * opportunity_id and status, their moves as 'candidate' history rows): apply the migrations
 * before it, load the data, apply the rest, and check that every candidate with a job became
 * one application with their stage, source, dates and history, that a second job the old
 * model kept only as a note became an application of its own, and that nothing was lost.
 */
import { applyD1Migrations, env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import fixture from '../fixtures/demo-before-applications.sql?raw'

const FIRST = '0003_applications.sql'
const D = env.MIGRATION_DB

type OldCandidate = {
  id: string
  email: string
  business_id: string
  opportunity_id: string | null
  status: string
  source: string
  created_at: number
  created_by: string | null
}
type HistoryRow = {
  id: string
  business_id: string
  entity: string
  entity_id: string
  from_status: string | null
  to_status: string
  reason: string | null
  meta: string | null
  created_at: number
}
type Application = {
  id: string
  business_id: string
  candidate_id: string
  opportunity_id: string
  stage: string
  source: string
  applied_at: number
  stage_changed_at: number
  reason: string | null
  created_by: string | null
}

const all = async <T>(sql: string, ...binds: unknown[]) =>
  (
    await D.prepare(sql)
      .bind(...binds)
      .all<T>()
  ).results
const DAY = 86_400_000

let before: OldCandidate[]
let oldHistory: HistoryRow[]
let apps: Application[]
let history: HistoryRow[]
const noteAt = 1_780_000_000_000
let noah: OldCandidate
let backendJobId: string
let jobless: OldCandidate

beforeAll(async () => {
  const index = env.TEST_MIGRATIONS.findIndex((m) => m.name === FIRST)
  expect(index).toBeGreaterThan(0)
  await applyD1Migrations(D, env.TEST_MIGRATIONS.slice(0, index))
  const statements = fixture
    .split('\n')
    .filter((line) => line.startsWith('INSERT'))
    .map((line) => D.prepare(line))
  await D.batch([D.prepare('PRAGMA defer_foreign_keys = on'), ...statements])

  // What the old model also produced, beyond the demo: a second job reduced to a note on the
  // candidate's history (and the same job applied to again), and a candidate with no job.
  noah = (await all<OldCandidate>(`select * from candidates where email = 'noah.kim@example.net'`))[0]!
  backendJobId = (
    await all<{ id: string }>(
      `select id from opportunities where business_id = ? and title = 'Senior Backend Engineer'`,
      noah.business_id,
    )
  )[0]!.id
  const note = (id: string, opportunityId: string, at: number, reason: string) =>
    D.prepare(
      `insert into status_histories (id, business_id, entity, entity_id, from_status, to_status, reason, actor_kind, actor_id, meta, created_at, updated_at)
       values (?, ?, 'candidate', ?, 'new', 'new', ?, 'candidate', ?, ?, ?, ?)`,
    ).bind(id, noah.business_id, noah.id, reason, noah.id, JSON.stringify({ event: 'applied', opportunityId }), at, at)
  await D.batch([
    note('00000000-0000-7000-8000-000000000001', backendJobId, noteAt, 'Also applied for Senior Backend Engineer.'),
    note(
      '00000000-0000-7000-8000-000000000002',
      backendJobId,
      noteAt + DAY,
      'Applied again for Senior Backend Engineer.',
    ),
    note('00000000-0000-7000-8000-000000000003', noah.opportunity_id!, noteAt, 'Applied again for Frontend Engineer.'),
    D.prepare(
      `insert into candidates (id, business_id, opportunity_id, first_name, last_name, email, skills, source, status, is_blacklisted, created_at, updated_at)
       values ('00000000-0000-7000-8000-0000000000aa', ?, null, 'Jo', 'Less', 'jo.less@example.com', '[]', 'manual', 'screening', 0, ?, ?)`,
    ).bind(noah.business_id, noteAt, noteAt),
    D.prepare(
      `insert into status_histories (id, business_id, entity, entity_id, from_status, to_status, reason, actor_kind, actor_id, meta, created_at, updated_at)
       values ('00000000-0000-7000-8000-0000000000ab', ?, 'candidate', '00000000-0000-7000-8000-0000000000aa', 'new', 'screening', null, 'system', null, null, ?, ?)`,
    ).bind(noah.business_id, noteAt, noteAt),
  ])

  before = await all<OldCandidate>('select * from candidates')
  oldHistory = await all<HistoryRow>('select * from status_histories')
  jobless = before.find((c) => c.email === 'jo.less@example.com')!

  await applyD1Migrations(D, env.TEST_MIGRATIONS)
  apps = await all<Application>('select * from applications')
  history = await all<HistoryRow>('select * from status_histories order by created_at, id')
})

const withJob = () => before.filter((c) => c.opportunity_id !== null)
const historyOf = (applicationId: string) =>
  history.filter((h) => h.entity === 'application' && h.entity_id === applicationId)

describe('the applications migration', () => {
  it('has a copy of the demo data to work on', () => {
    expect(withJob().length).toBeGreaterThanOrEqual(20)
    expect(new Set(withJob().map((c) => c.status)).size).toBe(8)
    expect(oldHistory.filter((h) => h.entity === 'candidate').length).toBeGreaterThan(40)
  })

  it('makes every candidate with a job one application with their stage, source and dates', () => {
    for (const c of withJob()) {
      const app = apps.find((a) => a.candidate_id === c.id && a.opportunity_id === c.opportunity_id)
      expect(app, `${c.id}`).toMatchObject({
        business_id: c.business_id,
        stage: c.status,
        source: c.source,
        applied_at: c.created_at,
        created_by: c.created_by,
      })
    }
    // The same numbers per business and stage as the candidates had before.
    const tally = (rows: { business_id: string; stage: string }[]) =>
      rows.reduce<Record<string, number>>((acc, r) => {
        const key = `${r.business_id}:${r.stage}`
        acc[key] = (acc[key] ?? 0) + 1
        return acc
      }, {})
    const primary = apps.filter((a) =>
      withJob().some((c) => c.id === a.candidate_id && c.opportunity_id === a.opportunity_id),
    )
    expect(primary).toHaveLength(withJob().length)
    expect(tally(primary)).toEqual(tally(withJob().map((c) => ({ business_id: c.business_id, stage: c.status }))))
  })

  it('turns a second job kept as a note into an application of its own, once', () => {
    const noahs = apps.filter((a) => a.candidate_id === noah.id)
    expect(noahs.map((a) => a.opportunity_id).sort()).toEqual([noah.opportunity_id, backendJobId].sort())
    expect(noahs.find((a) => a.opportunity_id === backendJobId)).toMatchObject({
      stage: 'new',
      source: 'careers page',
      applied_at: noteAt,
      stage_changed_at: noteAt,
    })
    expect(apps).toHaveLength(withJob().length + 1)
  })

  it('loses no history row: moves go to the application, events stay with the candidate', () => {
    const now = new Map(history.map((h) => [h.id, h]))
    for (const old of oldHistory) {
      const row = now.get(old.id)
      expect(row, old.id).toBeDefined()
      expect(row).toMatchObject({ from_status: old.from_status, to_status: old.to_status, reason: old.reason })
      const candidate = before.find((c) => c.id === old.entity_id)
      const isMove = old.from_status === null || old.from_status !== old.to_status
      if (old.entity === 'candidate' && candidate?.opportunity_id && isMove) {
        const app = apps.find((a) => a.candidate_id === candidate.id && a.opportunity_id === candidate.opportunity_id)!
        expect(row).toMatchObject({ entity: 'application', entity_id: app.id })
        expect(JSON.parse(row!.meta!)).toMatchObject({ candidateId: candidate.id, opportunityId: app.opportunity_id })
      } else {
        expect(row).toMatchObject({ entity: old.entity, entity_id: old.entity_id })
      }
    }
    // The one without a job keeps their move on their own history, and gets no application.
    expect(apps.some((a) => a.candidate_id === jobless.id)).toBe(false)
    expect(now.get('00000000-0000-7000-8000-0000000000ab')).toMatchObject({
      entity: 'candidate',
      to_status: 'screening',
    })
  })

  it('gives every application a complete history from its creation to its stage', () => {
    for (const app of apps) {
      const rows = historyOf(app.id)
      expect(rows[0], app.id).toMatchObject({ from_status: null })
      for (let i = 1; i < rows.length; i++) expect(rows[i]!.from_status).toBe(rows[i - 1]!.to_status)
      expect(rows.at(-1)!.to_status).toBe(app.stage)
      expect(app.stage_changed_at).toBe(rows.at(-1)!.created_at)
    }
    const created = history.filter((h) => h.meta && JSON.parse(h.meta).migrated === true)
    expect(created.length).toBeGreaterThan(0)
    expect(created.every((h) => h.entity === 'application' && h.from_status === null)).toBe(true)
  })

  it('keeps the reason of a rejection or withdrawal on the application', () => {
    const closed = apps.filter((a) => a.stage === 'rejected' || a.stage === 'withdrawn')
    expect(closed.length).toBeGreaterThanOrEqual(4)
    for (const app of closed) expect(app.reason, app.id).toBe(historyOf(app.id).at(-1)!.reason)
    expect(closed.every((a) => a.reason)).toBe(true)
  })

  it('leaves the stage on the application alone: the candidates table no longer has one, and no key dangles', async () => {
    const columns = (await all<{ name: string }>(`select name from pragma_table_info('candidates')`)).map((c) => c.name)
    expect(columns).not.toContain('status')
    expect(columns).not.toContain('opportunity_id')
    expect(columns).toContain('source')
    expect((await all<{ n: number }>('select count(*) as n from candidates'))[0]!.n).toBe(before.length)
    expect(await all('select * from pragma_foreign_key_check')).toEqual([])
  })
})
