/**
 * GET /wildcard/interviews/free-slots (issue 14): the slots every chosen interviewer has free,
 * the intersection of their own schedules (each in the zone of their branch), across the DST
 * changes of 2030 (US: March 10 and November 3; the zones of New York and Chicago move together,
 * London moves on March 31 and October 27, so for three weeks the gap between them shrinks).
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { as, call, db, HOST, seed, signIn } from '../../setup/http'
import { applicationOf, candidateBy, employee, KWAME, MARCUS, PRIYA, SOFIA, schedule, videoInterview } from './helpers'

let owner: string
let ids: { marcus: string; priya: string; sofia: string }
type Slot = { start: string; end: string; local: { employee_id: string; timezone: string; label: string }[] }

const slots = (cookie: string, query: string) =>
  call(HOST.acme, 'GET', `/wildcard/interviews/free-slots?${query}`, { cookie })

beforeAll(async () => {
  await seed()
  owner = await as.acmeOwner()
  ids = { marcus: (await employee(MARCUS)).id, priya: (await employee(PRIYA)).id, sofia: (await employee(SOFIA)).id }
})

describe('GET /wildcard/interviews/free-slots', () => {
  it('intersects New York and Chicago office hours on both sides of the spring change', async () => {
    // Marcus: New York 09:00–17:00; Priya: Austin (America/Chicago) 09:00–17:00. Common: 10:00–17:00 New York time.
    const res = await slots(
      owner,
      `interviewer_ids=${ids.marcus},${ids.priya}&start_date=2030-03-08&end_date=2030-03-11&duration=60`,
    )
    expect(res.status, res.body.message).toBe(200)
    expect(res.body.data.interviewers).toMatchObject([
      { id: ids.marcus, timezone: 'America/New_York' },
      { id: ids.priya, timezone: 'America/Chicago' },
    ])
    const all = res.body.data.slots as Slot[]
    const friday = all.filter((s) => s.start.startsWith('2030-03-08'))
    const monday = all.filter((s) => s.start.startsWith('2030-03-11'))
    expect(all.filter((s) => s.start.startsWith('2030-03-09') || s.start.startsWith('2030-03-10'))).toEqual([])
    // Friday is EST/CST (UTC-5/-6): 10:00 EST = 15:00Z is the first hour both work; the last starts 16:00 EST.
    expect(friday[0]!.start).toBe('2030-03-08T15:00:00.000Z')
    expect(friday.at(-1)!.start).toBe('2030-03-08T21:00:00.000Z')
    expect(friday).toHaveLength(13)
    // Monday is EDT/CDT (UTC-4/-5): the same local hours are an hour earlier in UTC.
    expect(monday[0]!.start).toBe('2030-03-11T14:00:00.000Z')
    expect(monday.at(-1)!.start).toBe('2030-03-11T20:00:00.000Z')
    expect(monday[0]!.local).toEqual([
      { employee_id: ids.marcus, timezone: 'America/New_York', label: 'Mon, Mar 11, 10:00 AM – 11:00 AM EDT' },
      { employee_id: ids.priya, timezone: 'America/Chicago', label: 'Mon, Mar 11, 9:00 AM – 10:00 AM CDT' },
    ])
  })

  it('follows each zone’s own change: London and New York share four office hours while only the US has moved, three after', async () => {
    const london = (await db().query.businessBranches.findFirst({
      where: eq(schema.businessBranches.name, 'New York HQ'),
    }))!
    const branchId = crypto.randomUUID()
    await db()
      .insert(schema.businessBranches)
      .values({ ...london, id: branchId, name: 'London', timezone: 'Europe/London', isHeadquarters: false })
    await db().update(schema.employees).set({ branchId }).where(eq(schema.employees.id, ids.sofia))
    // The US moved on 2030-03-10, the UK on 2030-03-31: on Mon 03-18 they are 4 h apart, on Mon 04-01 5 h again.
    const res = await slots(
      owner,
      `interviewer_ids=${ids.sofia},${ids.marcus}&start_date=2030-03-18&end_date=2030-03-31&duration=60&interval=60`,
    )
    expect(res.status, res.body.message).toBe(200)
    const monday = (res.body.data.slots as Slot[]).filter((s) => s.start.startsWith('2030-03-18'))
    // London 09:00–17:00 GMT = 09:00Z–17:00Z; New York 09:00–17:00 EDT = 13:00Z–21:00Z: 13:00Z–17:00Z, four hours.
    expect(monday.map((s) => s.start.slice(11, 16))).toEqual(['13:00', '14:00', '15:00', '16:00'])
    const april = await slots(
      owner,
      `interviewer_ids=${ids.sofia},${ids.marcus}&start_date=2030-04-01&end_date=2030-04-01&duration=60&interval=60`,
    )
    // After the UK change: London 09:00–17:00 BST = 08:00Z–16:00Z: 13:00Z–16:00Z, three hours.
    expect((april.body.data.slots as Slot[]).map((s) => s.start.slice(11, 16))).toEqual(['13:00', '14:00', '15:00'])
    expect((april.body.data.slots as Slot[])[0]!.local[0]!.label).toBe('Mon, Apr 1, 2:00 PM – 3:00 PM GMT+1')
  })

  it('leaves out the interviewers’ and the candidate’s interviews, except the one being moved', async () => {
    const kwame = await candidateBy(KWAME)
    const app = await applicationOf(kwame.id)
    const a = await schedule(owner, videoInterview(app.id, [ids.priya], { start_at: '2030-03-12T15:00:00Z' }))
    expect(a.status, a.body.message).toBe(201)
    const query = `interviewer_ids=${ids.marcus}&start_date=2030-03-12&end_date=2030-03-12&duration=60&interval=60`
    const free = (await slots(owner, query)).body.data.slots as Slot[]
    expect(free.map((s) => s.start)).toContain('2030-03-12T15:00:00.000Z')
    const forKwame = (await slots(owner, `${query}&candidate_id=${kwame.id}`)).body.data.slots as Slot[]
    expect(forKwame.map((s) => s.start)).not.toContain('2030-03-12T15:00:00.000Z')
    const withPriya = (await slots(owner, query.replace(ids.marcus, `${ids.marcus},${ids.priya}`))).body.data
      .slots as Slot[]
    expect(withPriya.map((s) => s.start)).not.toContain('2030-03-12T15:00:00.000Z')
    const moving = (
      await slots(
        owner,
        `${query.replace(ids.marcus, `${ids.marcus},${ids.priya}`)}&exclude_interview_id=${a.body.data.id}`,
      )
    ).body.data.slots as Slot[]
    expect(moving.map((s) => s.start)).toContain('2030-03-12T15:00:00.000Z')
  })

  it('validates the query (422), needs schedule or update (403) and a session (401)', async () => {
    const bad = await slots(owner, `interviewer_ids=${crypto.randomUUID()}&start_date=2030-03-08&end_date=2030-03-09`)
    expect(bad.status).toBe(422)
    expect(bad.body.message).toBe('Interviewer not found.')
    const long = await slots(owner, `interviewer_ids=${ids.marcus}&start_date=2030-03-01&end_date=2030-03-31`)
    expect(long.body.message).toBe('The date range cannot be longer than 14 days')
    expect((await slots(owner, 'start_date=2030-03-01&end_date=2030-03-02')).status).toBe(422)
    const priya = await signIn(HOST.acme, PRIYA, 'Staff@12345')
    expect((await slots(priya, `interviewer_ids=${ids.marcus}&start_date=2030-03-08&end_date=2030-03-09`)).status).toBe(
      403,
    )
    expect((await slots('', `interviewer_ids=${ids.marcus}&start_date=2030-03-08&end_date=2030-03-09`)).status).toBe(
      401,
    )
    // Another business's employee is not found here.
    const globex = await as.globexOwner()
    const cross = await call(
      HOST.globex,
      'GET',
      `/wildcard/interviews/free-slots?interviewer_ids=${ids.marcus}&start_date=2030-03-08&end_date=2030-03-09`,
      { cookie: globex },
    )
    expect(cross.status).toBe(422)
  })
})
