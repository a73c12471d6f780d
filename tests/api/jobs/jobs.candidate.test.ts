/** The candidate area's jobs: the business's open jobs, and applying with the profile in one click. */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { candidateAccount } from '../interviews/exam-helpers'

let casey: string
const asCasey = (method: string, path: string) => call(HOST.acmeCandidate, method, path, { cookie: casey })
const job = async (code: string) =>
  (await db().query.opportunities.findFirst({ where: eq(schema.opportunities.code, code) }))!

beforeAll(async () => {
  await seed()
  casey = await as.acmeCandidate()
})

describe('GET /candidate/jobs', () => {
  it('lists the open jobs only, with where the candidate applied', async () => {
    const res = await asCasey('GET', '/candidate/jobs?limit=50')
    expect(res.status).toBe(200)
    const rows = res.body.data.rows as { title: string; applied: boolean; application_stage: string | null }[]
    expect(rows.length).toBe(4)
    expect(rows.find((r) => r.title === 'Senior Backend Engineer')).toMatchObject({
      applied: true,
      application_stage: 'interviewing',
    })
    expect(rows.filter((r) => r.applied)).toHaveLength(1)
    expect((await asCasey('GET', '/candidate/jobs?sort=salary')).status).toBe(422)
  })
})

describe('POST /candidate/jobs/:id/apply', () => {
  it('applies with the profile in one click: a new application, and the hiring team is told', async () => {
    const frontend = await job('ENG-108')
    const res = await asCasey('POST', `/candidate/jobs/${frontend.id}/apply`)
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('You applied for Frontend Engineer.')
    expect(res.body.data).toMatchObject({ stage: 'new', job: { id: frontend.id } })
    const row = await db().query.applications.findFirst({ where: eq(schema.applications.id, res.body.data.id) })
    expect(row).toMatchObject({ source: 'candidate portal', stage: 'new' })
    const history = await db().query.statusHistories.findMany({
      where: and(eq(schema.statusHistories.entity, 'application'), eq(schema.statusHistories.entityId, row!.id)),
    })
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'new', actorKind: 'candidate' }])
    const told = await db().query.notifications.findMany({ where: eq(schema.notifications.kind, 'candidate.applied') })
    expect(told.some((n) => n.title === 'Casey Morgan also applied for Frontend Engineer')).toBe(true)
  })

  it('refuses a second application (409), a job that is not open (404) and another business’s job (404)', async () => {
    const frontend = await job('ENG-108')
    expect((await asCasey('POST', `/candidate/jobs/${frontend.id}/apply`)).status).toBe(409)
    const draft = await job('PRD-120')
    expect((await asCasey('POST', `/candidate/jobs/${draft.id}/apply`)).status).toBe(404)
    const globex = await candidateAccount('globex', 'globex.applier@example.com')
    const res = await call(HOST.globexCandidate, 'POST', `/candidate/jobs/${frontend.id}/apply`, {
      cookie: globex.cookie,
    })
    expect(res.status).toBe(404)
    const apps = await db().query.applications.findMany({ where: eq(schema.applications.opportunityId, frontend.id) })
    expect(apps.filter((a) => a.candidateId === globex.id)).toHaveLength(0)
    expect((await call(HOST.acmeCandidate, 'POST', `/candidate/jobs/${frontend.id}/apply`)).status).toBe(401)
  })
})
