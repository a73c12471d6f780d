/**
 * The offer letters migration (0010, hand-edited: docs/offers.md "Migrations") on the demo data
 * of before applications: the one offer row the old seed wrote moves over linked to its
 * candidate's application to the same job, as a draft (it had no PDF), its salary in cents; and
 * the audit trail table refuses updates and deletes (0011).
 */
import { applyD1Migrations, env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import fixture from '../fixtures/demo-before-applications.sql?raw'

const D = env.MIGRATION_DB
const OLD_OFFER = '01a1ed26-e524-79e5-b7ad-7fb12171198f'

const first = <T>(sql: string, ...binds: unknown[]) =>
  D.prepare(sql)
    .bind(...binds)
    .first<T>()

beforeAll(async () => {
  const index = env.TEST_MIGRATIONS.findIndex((m) => m.name === '0003_applications.sql')
  await applyD1Migrations(D, env.TEST_MIGRATIONS.slice(0, index))
  const statements = fixture
    .split('\n')
    .filter((line) => line.startsWith('INSERT'))
    .map((line) => D.prepare(line))
  await D.batch([D.prepare('PRAGMA defer_foreign_keys = on'), ...statements])
  await applyD1Migrations(D, env.TEST_MIGRATIONS)
})

describe('0010_offer_letters and 0011_offer_letter_events_append_only', () => {
  it('moves the old offer over, linked to its application, as a draft with its salary in cents', async () => {
    const offer = await first<Record<string, unknown>>('select * from offer_letters where id = ?', OLD_OFFER)
    const app = await first<{ id: string; opportunity_id: string }>(
      'select a.id, a.opportunity_id from applications a join candidates c on c.id = a.candidate_id where c.email = ?',
      'samuel.wright@example.org',
    )
    expect(offer).toMatchObject({
      application_id: app!.id,
      opportunity_id: app!.opportunity_id,
      status: 'draft',
      salary_minor: 16_500_000,
      currency: 'USD',
      salary_period: 'year',
      start_date: '2026-12-24',
      document_id: null,
    })
    expect(offer!.expires_at as number).toBeGreaterThan(Date.now())
    expect(offer!.body as string).toContain('Dear Samuel,')
  })

  it('keeps the audit trail append-only', async () => {
    const business = await first<{ business_id: string }>(
      'select business_id from offer_letters where id = ?',
      OLD_OFFER,
    )
    await D.prepare(
      `insert into offer_letter_events (id, business_id, offer_letter_id, seq, kind, actor_kind, created_at)
       values ('00000000-0000-7000-8000-0000000000e1', ?, ?, 1, 'created', 'system', ?)`,
    )
      .bind(business!.business_id, OLD_OFFER, Date.now())
      .run()
    await expect(D.prepare(`update offer_letter_events set kind = 'signed'`).run()).rejects.toThrow(/append-only/)
    await expect(D.prepare('delete from offer_letter_events').run()).rejects.toThrow(/append-only/)
    expect(await first<{ n: number }>('select count(*) as n from offer_letter_events')).toEqual({ n: 1 })
  })
})
