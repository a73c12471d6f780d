/**
 * Proctoring, the staff side and the clock (docs/proctoring.md): the integrity review (timeline,
 * level from the warnings, the reviewer's decision), evidence files, the round review carrying it,
 * the retention job deleting recordings when the business's period ends, and the speech provider
 * chosen by configuration.
 */
import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createDb } from '../../../worker/db/client'
import * as schema from '../../../worker/db/schema'
import { speechToText } from '../../../worker/providers/speech'
import { integrityLevel } from '../../../worker/resources/interviews/proctoring.schema'
import { deleteExpiredRecordings } from '../../../worker/resources/interviews/recording-retention.service'
import { as, call, db, HOST, seed } from '../../setup/http'
import { candidateAccount, interviewById, newExam } from './exam-helpers'

const webm = (text: string) => new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...new TextEncoder().encode(text)])
const JPEG = `data:image/jpeg;base64,${btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70))}`

let cand: Awaited<ReturnType<typeof candidateAccount>>
let owner: string
let examId: string
const staff = (method: string, p: string, body?: unknown, cookie = owner, host: string = HOST.acme) =>
  call(host, method, `/wildcard/interviews/${examId}${p}`, { cookie, body })
const asCand = (method: string, p: string, body?: unknown) =>
  call(HOST.acmeCandidate, method, `/candidate/interviews/${examId}${p}`, { cookie: cand.cookie, body })

async function chunk(id: string, sequence: number) {
  const form = new FormData()
  form.set('recording', 'rec-1')
  form.set('sequence', String(sequence))
  form.set('started_at', String(Date.now()))
  form.set('chunk', new File([webm(`c${sequence}`)], 'c.webm'))
  return call(HOST.acmeCandidate, 'POST', `/candidate/interviews/${id}/video-chunks`, { cookie: cand.cookie, form })
}

beforeAll(async () => {
  await seed()
  owner = await as.acmeOwner()
  cand = await candidateAccount('acme', 'integrity.one@example.org')
  examId = await newExam(cand.businessId, cand.id)
  // As the exam screen does it: the camera check, then the start.
  await call(HOST.acmeCandidate, 'POST', '/candidate/interviews/detect/face', {
    cookie: cand.cookie,
    body: { interview_id: examId, phase: 'device_check', faces: 1, snapshot: JPEG },
  })
  await asCand('POST', '/start-exam')
  expect((await chunk(examId, 0)).status).toBe(201)
  await asCand('POST', '/warnings', {
    kind: 'no_face',
    client_id: 'noface-001',
    faces: 0,
    duration_ms: 5200,
    snapshot: JPEG,
  })
  await asCand('POST', '/warnings', { kind: 'tab_switch', client_id: 'tab-000001' })
  await asCand('POST', '/submit-exam')
})

describe('the integrity rule', () => {
  it('gives a level from the warnings’ severities, and "needs review" at the maximum', () => {
    expect(integrityLevel([], 5)).toBe('high')
    expect(integrityLevel(['low'], 5)).toBe('high')
    expect(integrityLevel(['medium', 'low'], 5)).toBe('medium')
    expect(integrityLevel(['high', 'medium'], 5)).toBe('medium')
    expect(integrityLevel(['high', 'high'], 5)).toBe('low')
    expect(integrityLevel(['low', 'low'], 2)).toBe('needs_review')
  })
})

describe('GET /wildcard/interviews/:id/integrity', () => {
  it('answers the timeline in order, the level, the warnings with snapshots and the recording', async () => {
    const res = await staff('GET', '/integrity')
    expect(res.status).toBe(200)
    const data = res.body.data
    expect(data).toMatchObject({ level: 'medium', level_label: 'Medium', max_warnings: 5, decision: null })
    expect(data.warnings.map((w: { kind: string }) => w.kind)).toEqual(['no_face', 'tab_switch'])
    expect(data.warnings[0].snapshot_url).toMatch(/\/evidence\//)
    expect(data.warnings[0].video?.recording).toBe('rec-1')
    const types = data.timeline.map((e: { type: string }) => e.type)
    expect(types[0]).toBe('device_check')
    expect(types).toContain('start')
    expect(types.at(-1)).toBe('submit')
    expect(types.filter((t: string) => t === 'warning')).toHaveLength(2)
    const times = data.timeline.map((e: { at: string }) => Date.parse(e.at))
    expect([...times].sort((a, b) => a - b)).toEqual(times)
    expect(data.recordings).toHaveLength(1)
  })

  it('serves a snapshot of this exam, and 404 for a document of no warning of it', async () => {
    const res = await staff('GET', '/integrity')
    const url: string = res.body.data.warnings[0].snapshot_url
    const file = await call(HOST.acme, 'GET', url.replace('/api/v1', ''), { cookie: owner })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/jpeg')
    const other = await db().query.documents.findFirst({ where: eq(schema.documents.kind, 'resume') })
    const path = `/wildcard/interviews/${examId}/evidence/${other?.id ?? 'nope'}`
    expect((await call(HOST.acme, 'GET', path, { cookie: owner })).status).toBe(404)
  })

  it('needs a staff session (401), the permission (403), and is another business’s 404', async () => {
    expect((await staff('GET', '/integrity', undefined, '')).status).toBe(401)
    const globex = await as.globexOwner()
    expect((await staff('GET', '/integrity', undefined, globex, HOST.globex)).status).toBe(404)
    expect((await staff('GET', '/recordings/rec-1', undefined, globex, HOST.globex)).status).toBe(404)
    // The recruiter's role holds neither interviews.view nor interviews.review.
    const recruiter = await as.acmeRecruiter()
    expect((await staff('PUT', '/integrity', { decision: 'no_concerns' }, recruiter)).status).toBe(403)
    expect((await interviewById(examId)).integrityDecision).toBeNull()
  })
})

describe('PUT /wildcard/interviews/:id/integrity', () => {
  it('keeps the reviewer’s decision and note; bad input is 422 and changes nothing', async () => {
    expect((await staff('PUT', '/integrity', { decision: 'fail' })).status).toBe(422)
    const res = await staff('PUT', '/integrity', {
      decision: 'concerns_explained',
      note: 'Phone call, explained by email.',
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ decision: 'concerns_explained', note: 'Phone call, explained by email.' })
    expect(res.body.data.reviewed_by.name).toBeTruthy()
    const i = await interviewById(examId)
    expect(i.integrityDecision).toBe('concerns_explained')
    // The exam's result is untouched: warnings never fail anyone.
    expect(i.examStatus).toBe('submitted')
    const globex = await as.globexOwner()
    expect((await staff('PUT', '/integrity', { decision: 'concerns_remain' }, globex, HOST.globex)).status).toBe(404)
    expect((await interviewById(examId)).integrityDecision).toBe('concerns_explained')
  })
})

describe('recording retention', () => {
  it('deletes an exam’s recordings once the business’s period has passed, and nothing earlier', async () => {
    const keepId = await newExam(cand.businessId, cand.id)
    await call(HOST.acmeCandidate, 'POST', `/candidate/interviews/${keepId}/start-exam`, { cookie: cand.cookie })
    expect((await chunk(keepId, 0)).status).toBe(201)
    await call(HOST.acmeCandidate, 'POST', `/candidate/interviews/${keepId}/submit-exam`, { cookie: cand.cookie })

    const d = createDb(env.DB)
    await d
      .update(schema.businesses)
      .set({ recordingRetentionDays: 30 })
      .where(eq(schema.businesses.id, cand.businessId))
    await d
      .update(schema.interviews)
      .set({ examSubmittedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(schema.interviews.id, examId))
    const chunkKeys = (await d.query.videoChunks.findMany({ where: eq(schema.videoChunks.interviewId, examId) })).map(
      (c) => c.key,
    )
    const snapshotIds = (await d.query.warnings.findMany({ where: eq(schema.warnings.interviewId, examId) }))
      .map((w) => w.snapshotDocumentId)
      .filter((x): x is string => !!x)
    const snapshotDocs = await Promise.all(
      snapshotIds.map((id) => d.query.documents.findFirst({ where: eq(schema.documents.id, id) })),
    )
    expect(chunkKeys.length).toBeGreaterThan(0)
    expect(snapshotDocs.length).toBeGreaterThan(0)

    await deleteExpiredRecordings({ env, db: d, now: new Date() })

    for (const key of [...chunkKeys, ...snapshotDocs.map((doc) => doc!.key)])
      expect(await env.FILES.head(key)).toBeNull()
    expect(await d.$count(schema.videoChunks, eq(schema.videoChunks.interviewId, examId))).toBe(0)
    expect(await d.$count(schema.faceChecks, eq(schema.faceChecks.interviewId, examId))).toBe(0)
    for (const id of snapshotIds)
      expect(await d.query.documents.findFirst({ where: eq(schema.documents.id, id) })).toBeUndefined()
    const warnings = await d.query.warnings.findMany({ where: eq(schema.warnings.interviewId, examId) })
    expect(warnings).toHaveLength(2) // what happened stays, without the pictures
    expect(warnings.every((w) => w.snapshotDocumentId === null)).toBe(true)
    expect((await interviewById(examId)).recordingsDeletedAt).not.toBeNull()
    // The exam inside its period keeps everything.
    expect(await d.$count(schema.videoChunks, eq(schema.videoChunks.interviewId, keepId))).toBe(1)
    expect((await interviewById(keepId)).recordingsDeletedAt).toBeNull()
    // A second run finds nothing more to do; the review says the recordings are gone.
    const again = await deleteExpiredRecordings({ env, db: d, now: new Date() })
    expect(again.deleted).toBe(0)
    const review = await staff('GET', '/integrity')
    expect(review.body.data.recordings).toEqual([])
    expect(review.body.data.recordings_deleted_at).not.toBeNull()
    expect((await chunk(examId, 5)).status).toBe(409)
  })
})

describe('the speech provider, chosen by configuration', () => {
  const audio = { bytes: webm('hello'), contentType: 'audio/webm' }

  it('is the embedded one by default: the audio waits for a provider', async () => {
    const provider = speechToText({})
    expect(provider.name).toBe('embedded')
    expect(await provider.transcribe(audio)).toEqual({
      status: 'waiting_for_provider',
      transcript: null,
      provider: 'embedded',
    })
    expect(speechToText({ SPEECH_TO_TEXT: 'embedded' }).name).toBe('embedded')
  })

  it('is Workers AI Whisper when configured: the audio goes to the model as base64', async () => {
    const calls: { model: string; input: Record<string, unknown> }[] = []
    const ai = {
      run: async (model: string, input: Record<string, unknown>) => {
        calls.push({ model, input })
        return { text: ' I would start with the logs. ' }
      },
    }
    const provider = speechToText({ SPEECH_TO_TEXT: 'workers-ai', AI: ai })
    expect(provider.name).toBe('workers-ai:@cf/openai/whisper-large-v3-turbo')
    const result = await provider.transcribe(audio)
    expect(result).toMatchObject({ status: 'done', transcript: 'I would start with the logs.' })
    expect(calls[0]!.model).toBe('@cf/openai/whisper-large-v3-turbo')
    expect(atob(calls[0]!.input.audio as string)).toContain('hello')
    expect(speechToText({ SPEECH_TO_TEXT: 'workers-ai', SPEECH_AI_MODEL: '@cf/openai/whisper', AI: ai }).name).toBe(
      'workers-ai:@cf/openai/whisper',
    )
  })

  it('says "failed" (audio kept) when the binding is missing or the model fails', async () => {
    expect((await speechToText({ SPEECH_TO_TEXT: 'workers-ai' }).transcribe(audio)).status).toBe('failed')
    const broken = { run: async () => Promise.reject(new Error('model unavailable')) }
    expect((await speechToText({ SPEECH_TO_TEXT: 'workers-ai', AI: broken }).transcribe(audio)).status).toBe('failed')
  })
})
