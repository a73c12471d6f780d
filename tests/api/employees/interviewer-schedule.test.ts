import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { businessBranches, candidates, employees, interviews } from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { businessId, employeeByEmail } from './helpers'

beforeAll(seed)

type Slot = { date: string; start: string; end: string; start_time: string; label: string }

/** Marcus works 09:00–17:00 Monday to Friday at New York HQ (America/New_York). */
async function marcusWithInterview(at: string, minutes = 60) {
  const acme = await businessId('acme')
  const marcus = await employeeByEmail('acme', 'marcus.chen@acme.example')
  const candidate = (await db().query.candidates.findFirst({ where: eq(candidates.businessId, acme) }))!
  await db()
    .insert(interviews)
    .values({
      businessId: acme,
      candidateId: candidate.id,
      title: 'DST check',
      mode: 'video',
      scheduledAt: new Date(at),
      durationMinutes: minutes,
      interviewerIds: [marcus.id],
      status: 'scheduled',
    })
  return marcus
}

describe('GET /employees/interviewer-schedule/:id', () => {
  it('offers working-hour slots in the branch’s zone across the spring DST change, minus interviews', async () => {
    const cookie = await as.acmeOwner()
    // 2030-03-10 is the second Sunday of March: New York moves from EST (-5) to EDT (-4).
    const marcus = await marcusWithInterview('2030-03-11T14:00:00Z') // 10:00–11:00 EDT on Monday
    const res = await call(
      HOST.acme,
      'GET',
      `/wildcard/employees/interviewer-schedule/${marcus.id}?start_date=2030-03-08&end_date=2030-03-11&duration=60`,
      { cookie },
    )
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ timezone: 'America/New_York', duration: 60, interval: 30 })
    const slots = res.body.data.slots as Slot[]
    const friday = slots.filter((s) => s.date === '2030-03-08')
    const monday = slots.filter((s) => s.date === '2030-03-11')
    expect(slots.filter((s) => s.date === '2030-03-09' || s.date === '2030-03-10')).toEqual([])
    expect(friday).toHaveLength(15) // 09:00, 09:30 … 16:00
    expect(friday[0]).toMatchObject({
      start: '2030-03-08T14:00:00.000Z',
      end: '2030-03-08T15:00:00.000Z',
      start_time: '9:00 AM',
      label: 'Fri, Mar 8, 9:00 AM – 10:00 AM EST',
    })
    expect(friday.at(-1)).toMatchObject({ start: '2030-03-08T21:00:00.000Z', start_time: '4:00 PM' })
    expect(monday[0]).toMatchObject({ start: '2030-03-11T13:00:00.000Z', label: 'Mon, Mar 11, 9:00 AM – 10:00 AM EDT' })
    // 09:30, 10:00 and 10:30 overlap the 10:00–11:00 interview.
    expect(monday.map((s) => s.start_time)).not.toEqual(expect.arrayContaining(['9:30 AM']))
    expect(monday.map((s) => s.start_time).slice(0, 3)).toEqual(['9:00 AM', '11:00 AM', '11:30 AM'])
    expect(monday).toHaveLength(12)
    expect(res.body.data.busy).toEqual([
      expect.objectContaining({
        title: 'DST check',
        start: '2030-03-11T14:00:00.000Z',
        end: '2030-03-11T15:00:00.000Z',
      }),
    ])
  })

  it('uses the zone of the employee’s branch and the autumn change too', async () => {
    const cookie = await as.acmeOwner()
    const acme = await businessId('acme')
    const priya = await employeeByEmail('acme', 'priya.raman@acme.example')
    const austin = (await db().query.businessBranches.findFirst({
      where: and(eq(businessBranches.businessId, acme), eq(businessBranches.name, 'Austin')),
    }))!
    expect(priya.branchId).toBe(austin.id)
    await db()
      .update(employees)
      .set({ workingHours: { '1': [{ start: '08:00', end: '10:00' }] } })
      .where(eq(employees.id, priya.id))
    // America/Chicago falls back on 2030-11-03: Monday the 4th is CST (-6), Monday 10-28 CDT (-5).
    const res = await call(
      HOST.acme,
      'GET',
      `/wildcard/employees/interviewer-schedule/${priya.id}?start_date=2030-10-28&end_date=2030-11-04&duration=120`,
      { cookie },
    )
    expect(res.body.data.timezone).toBe('America/Chicago')
    expect(res.body.data.slots.map((s: Slot) => s.start)).toEqual([
      '2030-10-28T13:00:00.000Z',
      '2030-11-04T14:00:00.000Z',
    ])
  })

  it('validates the range (max 31 days) and the duration', async () => {
    const cookie = await as.acmeOwner()
    const marcus = await employeeByEmail('acme', 'marcus.chen@acme.example')
    const path = (q: string) => `/wildcard/employees/interviewer-schedule/${marcus.id}?${q}`
    const long = await call(HOST.acme, 'GET', path('start_date=2030-01-01&end_date=2030-02-01'), { cookie })
    expect(long.status).toBe(422)
    expect(long.body.message).toBe('The date range cannot be longer than 31 days')
    expect((await call(HOST.acme, 'GET', path('start_date=2030-01-01&end_date=2030-01-31'), { cookie })).status).toBe(
      200,
    )
    expect((await call(HOST.acme, 'GET', path('start_date=2030-01-05&end_date=2030-01-01'), { cookie })).status).toBe(
      422,
    )
    expect(
      (await call(HOST.acme, 'GET', path('start_date=2030-01-01&end_date=2030-01-02&duration=5'), { cookie })).status,
    ).toBe(422)
    expect((await call(HOST.acme, 'GET', path('start_date=tomorrow&end_date=2030-01-02'), { cookie })).status).toBe(422)
  })

  it('is open to schedulers (the recruiter) but not to roles without interview or employee rights', async () => {
    const marcus = await employeeByEmail('acme', 'marcus.chen@acme.example')
    const recruiter = await as.acmeRecruiter()
    expect(
      (
        await call(
          HOST.acme,
          'GET',
          `/wildcard/employees/interviewer-schedule/${marcus.id}?start_date=2030-01-07&end_date=2030-01-08`,
          { cookie: recruiter },
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await call(
          HOST.acme,
          'GET',
          `/wildcard/employees/interviewer-schedule/${marcus.id}?start_date=2030-01-07&end_date=2030-01-08`,
        )
      ).status,
    ).toBe(401)
  })
})
