/** The candidate's own profile: details, what was shared with them, documents, e-mail choices. */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { candidateAccount } from '../interviews/exam-helpers'

let casey: string
const asCasey = (method: string, path: string, body?: unknown) =>
  call(HOST.acmeCandidate, method, path, { cookie: casey, body })

beforeAll(async () => {
  await seed()
  casey = await as.acmeCandidate()
})

describe('GET /candidate/profile', () => {
  it('answers the candidate’s own details and applications, nothing internal', async () => {
    const res = await asCasey('GET', '/candidate/profile')
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      email: 'candidate@acme.example',
      first_name: 'Casey',
      business: { slug: 'acme' },
      applications: [{ stage: 'interviewing', job: { title: 'Senior Backend Engineer' } }],
      notifications: { exam_reminders: true, exam_receipts: true },
    })
    const text = JSON.stringify(res.body)
    expect(text).not.toMatch(/password|blacklist|assigned_to|"source"/)
  })
})

describe('GET /candidate/profile/feedbacks and /comments', () => {
  it('answers only what the hiring team shared', async () => {
    const feedback = await asCasey('GET', '/candidate/profile/feedbacks')
    expect(feedback.status).toBe(200)
    expect(feedback.body.data).toMatchObject([
      { author: 'Ryan Patel', rating: 3, interview_title: 'Recruiter phone screen' },
    ])
    const comments = await asCasey('GET', '/candidate/profile/comments')
    expect(comments.body.data).toHaveLength(1)
    expect(comments.body.data[0]).toMatchObject({ author: 'Ryan Patel' })
    expect(comments.body.data[0].text).toContain('Your technical assessment is ready')
    expect(JSON.stringify(comments.body)).not.toContain('Please prioritise')
  })
})

describe('GET /candidate/profile/documents', () => {
  it('answers the resume on file and the documents asked for', async () => {
    const res = await asCasey('GET', '/candidate/profile/documents')
    expect(res.status).toBe(200)
    expect(res.body.data).toHaveProperty('documents')
    expect(res.body.data).toHaveProperty('resume')
  })
})

describe('/candidate/profile/notifications', () => {
  it('saves the candidate’s e-mail choices', async () => {
    const put = await asCasey('PUT', '/candidate/profile/notifications', { exam_reminders: false, exam_receipts: true })
    expect(put.status).toBe(200)
    expect(put.body.data).toEqual({ exam_reminders: false, exam_receipts: true })
    expect((await asCasey('GET', '/candidate/profile/notifications')).body.data).toEqual({
      exam_reminders: false,
      exam_receipts: true,
    })
    const row = await db().query.candidates.findFirst({ where: eq(schema.candidates.email, 'candidate@acme.example') })
    expect(row!.notificationPreferences).toEqual({ exam_reminders: false, exam_receipts: true })
  })

  it('answers 422 for a bad body and changes nothing; 401 without a session', async () => {
    const res = await asCasey('PUT', '/candidate/profile/notifications', { exam_reminders: 'yes' })
    expect(res.status).toBe(422)
    expect((await asCasey('GET', '/candidate/profile/notifications')).body.data.exam_reminders).toBe(false)
    expect((await call(HOST.acmeCandidate, 'GET', '/candidate/profile')).status).toBe(401)
  })

  it('is the candidate’s own: another candidate’s choices are untouched', async () => {
    const other = await candidateAccount('acme', 'prefs.other@example.com')
    await call(HOST.acmeCandidate, 'PUT', '/candidate/profile/notifications', {
      cookie: other.cookie,
      body: { exam_reminders: true, exam_receipts: false },
    })
    expect((await asCasey('GET', '/candidate/profile/notifications')).body.data).toEqual({
      exam_reminders: false,
      exam_receipts: true,
    })
  })
})
