/**
 * Issue 20: the statements an analytics report asks for together go to D1 as one batch (one
 * round trip, one turn of the database: docs/analytics.md, "Speed"), and answer the same as
 * when each is sent alone.
 */
import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import { businesses, employees } from '../../worker/db/schema'
import type { StaffScope } from '../../worker/lib/scope'
import { analyticsFilters } from '../../worker/resources/analytics/analytics.schema'
import { reportOf } from '../../worker/resources/analytics/query.service'
import { runReport } from '../../worker/resources/analytics/reports'
import { seed } from '../setup/http'

/** A D1 binding that counts what reaches the database: each batch's size, and statements run alone. */
function counting(d1: D1Database) {
  const seen = { batches: [] as number[], alone: 0 }
  const binding = new Proxy(d1, {
    get(target, key) {
      if (key === 'batch')
        return (statements: D1PreparedStatement[]) => {
          seen.batches.push(statements.length)
          return target.batch(statements)
        }
      if (key === 'prepare')
        return (sql: string) => {
          const statement = target.prepare(sql)
          return new Proxy(statement, {
            get(s, k) {
              if (k === 'bind')
                return (...params: unknown[]) => {
                  const bound = s.bind(...params)
                  return new Proxy(bound, {
                    get(b, m) {
                      if (m === 'all' || m === 'raw' || m === 'first' || m === 'run') seen.alone++
                      const value = Reflect.get(b, m)
                      return typeof value === 'function' ? value.bind(b) : value
                    },
                  })
                }
              const value = Reflect.get(s, k)
              return typeof value === 'function' ? value.bind(s) : value
            },
          })
        }
      const value = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { binding, seen }
}

async function cards(d1: D1Database) {
  const db = createDb(d1)
  const business = (await db.query.businesses.findFirst({ where: eq(businesses.slug, 'acme') }))!
  const owner = (await db.query.employees.findFirst({ where: eq(employees.email, 'owner@acme.example') }))!
  const scope = { db, env, business, actor: { kind: 'employee', id: owner.id }, grants: { all: true } }
  const report = await reportOf(
    scope as StaffScope & { grants: { all: true } },
    analyticsFilters.parse({ filter: 'year' }),
  )
  return runReport['hiring-average-stats'](report)
}

beforeAll(async () => {
  await seed()
})

describe('an analytics report reaches D1 in one batch', () => {
  it("sends the cards' six statements (this period's and the one before) as one batch", async () => {
    const { binding, seen } = counting(env.DB)
    const answer = await cards(binding)
    // The business and owner lookups above run alone; the report's own statements do not.
    expect(seen.batches).toEqual([6])
    expect(seen.alone).toBe(2)
    expect(answer.cards.find((c) => c.key === 'applications')?.current).toBeGreaterThan(0)
    // The same figures as straight from the binding.
    expect(answer).toEqual(await cards(env.DB))
  })
})
