/**
 * Every report's figures over the fixture's March 2021 (fixture.ts), worked out by hand, in
 * Acme's time zone (America/New_York); empty and one-day ranges; filters; 401/403/404/422.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { as, call, HOST, seed } from '../../setup/http'
import { staffWith } from '../opportunities/helpers'
import { buildFixture, type Fixture, globexDepartmentId } from './fixture'

let fx: Fixture
let owner: string
const MARCH = 'start_date=2021-03-01&end_date=2021-03-31'
const EMPTY = 'start_date=2019-01-01&end_date=2019-01-31'

beforeAll(async () => {
  await seed()
  fx = await buildFixture()
  owner = await as.acmeOwner()
})

async function report(path: string, query: string, cookie = owner, host: string = HOST.acme) {
  const res = await call(host, 'GET', `${path}?${query}`, { cookie })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data
}

describe('hiring-average-stats', () => {
  it('counts the range and the period before it (Jan 29 – Feb 28)', async () => {
    const d = await report('/wildcard/analytics/hiring-average-stats', MARCH)
    expect(d.range).toMatchObject({
      start_date: '2021-03-01',
      end_date: '2021-03-31',
      days: 31,
      time_zone: 'America/New_York',
      bucket: 'day',
      previous_start_date: '2021-01-29',
      previous_end_date: '2021-02-28',
    })
    const card = (key: string) => d.cards.find((c: { key: string }) => c.key === key)
    // A1–A6 applied in March, A7 in February.
    expect(card('applications')).toMatchObject({ current: 6, previous: 1, change: 5 })
    expect(card('hires')).toMatchObject({ current: 3, previous: 0, change: null })
    // I4 was cancelled: four interviews.
    expect(card('interviews')).toMatchObject({ current: 4, previous: 0 })
    expect(card('offers_sent').current).toBe(3)
    expect(card('offers_accepted').current).toBe(3)
    expect(card('offer_acceptance_rate').current).toBe(1)
    // 6, 10 and 20 days.
    expect(card('median_days_to_hire').current).toBe(10)
    expect(card('mean_days_to_hire').current).toBe(12)
  })

  it('answers zeros and nulls for a range with nothing in it', async () => {
    const d = await report('/wildcard/analytics/hiring-average-stats', EMPTY)
    for (const c of d.cards) expect([0, null]).toContain(c.current)
  })
})

describe('time-to-hire-by-platform', () => {
  it('gives count, mean, median and 75th percentile per source and overall', async () => {
    const d = await report('/wildcard/analytics/time-to-hire-by-platform', MARCH)
    // [6, 10, 20]: median 10; p75 at position 1.5 → 10 + (20 − 10) × 0.5 = 15.
    expect(d.overall).toEqual({ hires: 3, mean_days: 12, median_days: 10, p75_days: 15 })
    // LinkedIn [6, 20]: median 13, p75 at 0.75 → 6 + 14 × 0.75 = 16.5. Referral [10].
    expect(d.platforms).toEqual([
      { source: 'linkedin', label: 'LinkedIn', hires: 2, mean_days: 13, median_days: 13, p75_days: 16.5 },
      { source: 'referral', label: 'Referral', hires: 1, mean_days: 10, median_days: 10, p75_days: 10 },
    ])
    expect(d.series.labels).toEqual(['LinkedIn', 'Referral'])
    expect(d.series.datasets[0].data).toEqual([13, 10])
  })

  it('counts a hire on its day in New York, not in UTC', async () => {
    // A1 was hired at 04:00 UTC on March 12: 23:00 on March 11 in New York.
    expect(
      (await report('/wildcard/analytics/time-to-hire-by-platform', 'start_date=2021-03-11&end_date=2021-03-11'))
        .overall.hires,
    ).toBe(1)
    expect(
      (await report('/wildcard/analytics/time-to-hire-by-platform', 'start_date=2021-03-12&end_date=2021-03-12'))
        .overall.hires,
    ).toBe(0)
  })

  it('narrows by source', async () => {
    const d = await report('/wildcard/analytics/time-to-hire-by-platform', `${MARCH}&source=linkedin`)
    expect(d.overall).toMatchObject({ hires: 2, median_days: 13 })
  })

  it('answers an empty series for an empty range', async () => {
    const d = await report('/wildcard/analytics/time-to-hire-by-platform', EMPTY)
    expect(d.overall).toEqual({ hires: 0, mean_days: null, median_days: null, p75_days: null })
    expect(d.platforms).toEqual([])
  })
})

describe('conversion-rate', () => {
  it('counts how far the applications of the range got; a skipped stage counts as passed', async () => {
    const d = await report('/wildcard/analytics/conversion-rate', MARCH)
    // Furthest stage: A1 A2 A6 hired, A3 interviewing (then rejected; screening skipped), A4 screening, A5 new.
    expect(d.stages.map((s: { reached: number }) => s.reached)).toEqual([6, 5, 4, 4, 3, 3])
    expect(d.stages.map((s: { pass_through: number | null }) => s.pass_through)).toEqual([
      null,
      0.8333,
      0.8,
      1,
      0.75,
      1,
    ])
    expect(d.overall).toBe(0.5)
    expect(d.series.labels).toEqual(['New', 'Screening', 'Shortlisted', 'Interviewing', 'Offered', 'Hired'])
  })

  it('counts an application on the day it applied in New York', async () => {
    // A5 applied at 03:30 UTC on March 10: 22:30 on March 9 in New York. A1 at 23:00 on March 1.
    expect(
      (await report('/wildcard/analytics/conversion-rate', 'start_date=2021-03-09&end_date=2021-03-09')).applications,
    ).toBe(1)
    expect(
      (await report('/wildcard/analytics/conversion-rate', 'start_date=2021-03-10&end_date=2021-03-10')).applications,
    ).toBe(0)
    expect(
      (await report('/wildcard/analytics/conversion-rate', 'start_date=2021-03-01&end_date=2021-03-01')).applications,
    ).toBe(2)
  })

  it('narrows by department, job and recruiter', async () => {
    expect((await report('/wildcard/analytics/conversion-rate', `${MARCH}&department_id=${fx.D}`)).applications).toBe(2)
    expect((await report('/wildcard/analytics/conversion-rate', `${MARCH}&opportunity_id=${fx.J2}`)).applications).toBe(
      4,
    )
    // The recruiter's people: C1, C2, C4.
    const r = await report('/wildcard/analytics/conversion-rate', `${MARCH}&recruiter_id=${fx.R}`)
    expect(r.stages.map((s: { reached: number }) => s.reached)).toEqual([3, 3, 2, 2, 2, 2])
  })

  it('is empty for an empty range', async () => {
    const d = await report('/wildcard/analytics/conversion-rate', EMPTY)
    expect(d.applications).toBe(0)
    expect(d.stages.every((s: { reached: number; pass_through: number | null }) => s.reached === 0)).toBe(true)
    expect(d.overall).toBeNull()
  })
})

describe('selection-rate-by-platform', () => {
  it('gives the share shortlisted and hired per source', async () => {
    const d = await report('/wildcard/analytics/selection-rate-by-platform', MARCH)
    expect(d.platforms).toEqual([
      {
        source: 'linkedin',
        label: 'LinkedIn',
        applications: 4,
        screened: 3,
        shortlisted: 3,
        interviewed: 3,
        offered: 2,
        hired: 2,
        selection_rate: 0.75,
        hire_rate: 0.5,
      },
      {
        source: 'referral',
        label: 'Referral',
        applications: 2,
        screened: 2,
        shortlisted: 1,
        interviewed: 1,
        offered: 1,
        hired: 1,
        selection_rate: 0.5,
        hire_rate: 0.5,
      },
    ])
    expect(d.total).toEqual({ applications: 6, shortlisted: 4, hired: 3, selection_rate: 0.6667, hire_rate: 0.5 })
  })
})

describe('interview-to-offer-by-platform', () => {
  it('divides the applications offered by those interviewed in the range', async () => {
    const d = await report('/wildcard/analytics/interview-to-offer-by-platform', MARCH)
    // Interviewed: A1 (referral); A2, A3, A6 (LinkedIn; A3's second interview was cancelled). Offered: A1, A2, A6.
    expect(d.total).toEqual({ interviewed: 4, offered: 3, rate: 0.75 })
    expect(d.platforms).toEqual([
      { source: 'linkedin', label: 'LinkedIn', interviewed: 3, offered: 2, rate: 0.6667 },
      { source: 'referral', label: 'Referral', interviewed: 1, offered: 1, rate: 1 },
    ])
  })

  it('leaves out cancelled interviews', async () => {
    // Only A3's cancelled interview falls on March 8.
    const d = await report(
      '/wildcard/analytics/interview-to-offer-by-platform',
      'start_date=2021-03-08&end_date=2021-03-08',
    )
    expect(d.total).toEqual({ interviewed: 0, offered: 0, rate: null })
  })
})

describe('recruiter-leaderboard', () => {
  it('counts moves, interviews booked and hires per person', async () => {
    const d = await report('/wildcard/analytics/recruiter-leaderboard', MARCH)
    const row = (id: string) => d.recruiters.find((r: { employee_id: string }) => r.employee_id === id)
    // R moved A1 ×4, A2 ×4, A4 ×1; booked I1, I2 (I4 cancelled); recruits C1, C2 (hired).
    expect(row(fx.R)).toMatchObject({ moves: 9, interviews: 2, hires: 2 })
    // O moved A3 ×3, A6 ×4; booked I3, I5; recruits C6 (hired).
    expect(row(fx.O)).toMatchObject({ moves: 7, interviews: 2, hires: 1 })
    expect(d.recruiters).toHaveLength(2)
    expect(d.recruiters[0].employee_id).toBe(fx.R)
  })
})

describe('time-to-fill-job', () => {
  it('measures opening to first hire, less the time on hold', async () => {
    const d = await report('/wildcard/analytics/time-to-fill-job', MARCH)
    // J2: opened Mar 1 15:00Z, A6 hired Mar 7 15:00Z = 6 days. J1: Mar 1 04:00Z → Mar 12 04:00Z = 11 days, 3 on hold = 8.
    expect(
      d.jobs.map((j: { title: string; days: number; on_hold_days: number }) => [j.title, j.days, j.on_hold_days]),
    ).toEqual([
      ['Data Steward', 6, 0],
      ['QA Analyst', 8, 3],
    ])
    expect(d.summary).toEqual({ jobs: 2, mean_days: 7, median_days: 7, p75_days: 7.5 })
  })

  it('counts a job in the range of its first hire only', async () => {
    // J1's second hire (A2, Mar 23) does not make it filled again.
    const d = await report('/wildcard/analytics/time-to-fill-job', 'start_date=2021-03-20&end_date=2021-03-31')
    expect(d.jobs).toEqual([])
  })
})

describe('positions-summary', () => {
  it('gives openings, filled and open per job open in the range', async () => {
    const d = await report('/wildcard/analytics/positions-summary', MARCH)
    expect(
      d.jobs.map((j: { title: string; openings: number; filled: number; open: number }) => [
        j.title,
        j.openings,
        j.filled,
        j.open,
      ]),
    ).toEqual([
      ['Data Steward', 2, 1, 1],
      ['QA Analyst', 2, 2, 0],
    ])
    expect(d.total).toEqual({ jobs: 2, openings: 4, filled: 3, open: 1, hired_in_range: 3 })
  })

  it('counts positions filled by the end of the range', async () => {
    const d = await report('/wildcard/analytics/positions-summary', 'start_date=2021-03-01&end_date=2021-03-15')
    expect(d.total).toMatchObject({ filled: 2, open: 2 })
  })
})

describe('hires-by-job-over-time', () => {
  it('puts each hire on its New York day', async () => {
    const d = await report('/wildcard/analytics/hires-by-job-over-time', MARCH)
    expect(d.buckets).toHaveLength(31)
    expect(d.hires).toBe(3)
    const qa = d.series.datasets.find((s: { key: string }) => s.key === fx.J1)
    const steward = d.series.datasets.find((s: { key: string }) => s.key === fx.J2)
    // Day index 10 is March 11 (A1), 22 is March 23 (A2); 6 is March 7 (A6).
    expect(qa.data[10]).toBe(1)
    expect(qa.data[22]).toBe(1)
    expect(qa.data.reduce((s: number, v: number) => s + v, 0)).toBe(2)
    expect(steward.data[6]).toBe(1)
  })

  it('steps by week for a quarter and by month for a year', async () => {
    const q = await report('/wildcard/analytics/hires-by-job-over-time', 'start_date=2021-03-01&end_date=2021-05-31')
    expect(q.range.bucket).toBe('week')
    // Weeks start on Mondays: Mar 1 (a Monday), 8, 15, 22, …
    expect(q.buckets.slice(0, 4)).toEqual(['2021-03-01', '2021-03-08', '2021-03-15', '2021-03-22'])
    const qa = q.series.datasets.find((s: { key: string }) => s.key === fx.J1)
    expect(qa.data.slice(0, 4)).toEqual([0, 1, 0, 1])
    const y = await report('/wildcard/analytics/hires-by-job-over-time', 'start_date=2021-01-15&end_date=2021-12-31')
    expect(y.range.bucket).toBe('month')
    expect(y.buckets.slice(0, 3)).toEqual(['2021-01-15', '2021-02-01', '2021-03-01'])
    expect(y.hires).toBe(3)
  })
})

describe('hiring-volume-by-department and hiring-performance-department-wise', () => {
  it('counts applications and hires per department', async () => {
    const d = await report('/wildcard/analytics/hiring-volume-by-department', MARCH)
    expect(d.departments).toEqual([
      { department_id: null, name: 'No department', applications: 4, hires: 1 },
      { department_id: fx.D, name: 'Analytics QA', applications: 2, hires: 2 },
    ])
  })

  it('gives each department its rates and median time to hire', async () => {
    const d = await report('/wildcard/analytics/hiring-performance-department-wise', MARCH)
    const qa = d.departments.find((x: { name: string }) => x.name === 'Analytics QA')
    expect(qa).toMatchObject({
      applications: 2,
      shortlisted: 2,
      offered: 2,
      hired: 2,
      selection_rate: 1,
      offer_acceptance: 1,
      hire_rate: 1,
      median_days_to_hire: 15,
    })
    const none = d.departments.find((x: { name: string }) => x.name === 'No department')
    expect(none).toMatchObject({
      applications: 4,
      shortlisted: 2,
      interviewed: 2,
      offered: 1,
      hired: 1,
      selection_rate: 0.5,
      hire_rate: 0.25,
      median_days_to_hire: 6,
    })
  })
})

describe('multi-user-collaboration-stats', () => {
  it('counts comments, mentions by others and scorecards per person', async () => {
    const d = await report('/wildcard/analytics/multi-user-collaboration-stats', MARCH)
    const row = (id: string) => d.people.find((p: { employee_id: string }) => p.employee_id === id)
    expect(row(fx.O)).toMatchObject({ comments: 2, mentions: 1, scorecards: 1 })
    // R mentioned himself too: that one does not count.
    expect(row(fx.R)).toMatchObject({ comments: 1, mentions: 1, scorecards: 1 })
    expect(d.total).toEqual({ comments: 3, mentions: 2, scorecards: 2 })
  })

  it('narrows to candidates with an application the filters keep', async () => {
    // J1's people are C1 and C2: only the comments on C1 and R's scorecard on I1 (C1).
    const d = await report('/wildcard/analytics/multi-user-collaboration-stats', `${MARCH}&opportunity_id=${fx.J1}`)
    expect(d.total).toEqual({ comments: 2, mentions: 1, scorecards: 1 })
  })
})

describe('experience-distribution', () => {
  it('bands the applicants by years of experience', async () => {
    const d = await report('/wildcard/analytics/experience-distribution', MARCH)
    expect(
      d.bands.map((b: { band: string; applications: number; hired: number }) => [b.band, b.applications, b.hired]),
    ).toEqual([
      ['under_1', 1, 1],
      ['1_2', 1, 1],
      ['3_5', 1, 1],
      ['6_10', 1, 0],
      ['over_10', 1, 0],
      ['unknown', 1, 0],
    ])
  })
})

describe('users-analytics', () => {
  it('lists the candidates who registered in the range, newest first, a page at a time', async () => {
    const d = await report('/wildcard/analytics/users-analytics', MARCH)
    expect(d.count).toBe(2)
    expect(d.page).toBe(1)
    expect(d.limit).toBe(10)
    expect(d.rows.map((r: { id: string }) => r.id)).toEqual([fx.C.C5, fx.C.C1])
    // C5 registered at 22:30 on March 9 in New York (day index 8).
    expect(d.series.datasets[0].data[8]).toBe(1)
    const second = await report('/wildcard/analytics/users-analytics', `${MARCH}&limit=1&page=2`)
    expect(second.rows.map((r: { id: string }) => r.id)).toEqual([fx.C.C1])
    expect(second.count).toBe(2)
  })

  it("defaults to the last week (the seed's filter)", async () => {
    const d = await report('/wildcard/analytics/users-analytics', '')
    expect(d.range.period).toBe('week')
    expect(d.range.days).toBe(7)
  })

  it('needs candidates.view besides analytics.view', async () => {
    const analyst = await staffWith(['analytics.view'], 'analyst')
    expect(
      (await call(HOST.acme, 'GET', `/wildcard/analytics/conversion-rate?${MARCH}`, { cookie: analyst })).status,
    ).toBe(200)
    const res = await call(HOST.acme, 'GET', `/wildcard/analytics/users-analytics?${MARCH}`, { cookie: analyst })
    expect(res.status).toBe(403)
  })
})

describe('access and input', () => {
  it('answers 401 without a session and 403 without the analytics permission', async () => {
    expect((await call(HOST.acme, 'GET', `/wildcard/analytics/conversion-rate?${MARCH}`)).status).toBe(401)
    const recruiter = await as.acmeRecruiter()
    const res = await call(HOST.acme, 'GET', `/wildcard/analytics/conversion-rate?${MARCH}`, { cookie: recruiter })
    expect(res.status).toBe(403)
    const exp = await call(HOST.acme, 'GET', `/wildcard/analytics/export-stats-excel?${MARCH}`, { cookie: recruiter })
    expect(exp.status).toBe(403)
  })

  it('answers 422 for bad dates and ranges', async () => {
    const bad = await call(HOST.acme, 'GET', '/wildcard/analytics/conversion-rate?start_date=2021-13-01', {
      cookie: owner,
    })
    expect(bad.status).toBe(422)
    const backwards = await call(
      HOST.acme,
      'GET',
      '/wildcard/analytics/conversion-rate?start_date=2021-03-10&end_date=2021-03-01',
      { cookie: owner },
    )
    expect(backwards.status).toBe(422)
    expect(backwards.body.errors.map((e) => e.field)).toEqual(['end_date'])
    const long = await call(HOST.acme, 'GET', '/wildcard/analytics/conversion-rate?start_date=2010-01-01', {
      cookie: owner,
    })
    expect(long.status).toBe(422)
    const period = await call(HOST.acme, 'GET', '/wildcard/analytics/conversion-rate?filter=decade', { cookie: owner })
    expect(period.status).toBe(422)
    // The last day of year 9999 has no next day in YYYY-MM-DD: a clear 422, not a 500.
    for (const path of ['conversion-rate', 'positions-summary', 'export-stats-excel']) {
      const far = await call(
        HOST.acme,
        'GET',
        `/wildcard/analytics/${path}?start_date=9999-12-31&end_date=9999-12-31`,
        { cookie: owner },
      )
      expect(far.status).toBe(422)
      expect(far.body.errors).toEqual([
        { field: 'start_date', message: 'Start date must be between 1900-01-01 and 2999-12-31' },
        { field: 'end_date', message: 'End date must be between 1900-01-01 and 2999-12-31' },
      ])
    }
  })

  it('keeps businesses apart: another business sees none of it, and its ids are 404', async () => {
    const globex = await as.globexOwner()
    const d = await report('/wildcard/analytics/conversion-rate', MARCH, globex, HOST.globex)
    expect(d.applications).toBe(0)
    const stats = await report('/wildcard/analytics/hiring-average-stats', MARCH, globex, HOST.globex)
    expect(stats.cards.find((c: { key: string }) => c.key === 'hires').current).toBe(0)
    for (const q of [`department_id=${fx.D}`, `opportunity_id=${fx.J1}`, `recruiter_id=${fx.R}`]) {
      const res = await call(HOST.globex, 'GET', `/wildcard/analytics/time-to-fill-job?${MARCH}&${q}`, {
        cookie: globex,
      })
      expect(res.status).toBe(404)
    }
    const theirs = await call(
      HOST.acme,
      'GET',
      `/wildcard/analytics/positions-summary?department_id=${await globexDepartmentId()}`,
      { cookie: owner },
    )
    expect(theirs.status).toBe(404)
    expect(theirs.body.message).toBe('Department not found.')
  })
})
