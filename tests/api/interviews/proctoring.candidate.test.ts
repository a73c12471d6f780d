/**
 * Proctoring, the candidate's side (docs/proctoring.md): warnings (kept once per client id,
 * counted by the live exam, ending it at the maximum only when the business chose so), face checks
 * as evidence, video chunks stored once per sequence number, spoken answers through the speech
 * provider, the candidate's note; another candidate's or business's exam is 404.
 */
import { env } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../../worker/db/schema'
import { as, call, db, HOST, seed } from '../../setup/http'
import { candidateAccount, interviewById, newExam, questionsOf, recordsOf } from './exam-helpers'

/** The first bytes of a WebM file (EBML header), then some payload. */
const webm = (text: string) => new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...new TextEncoder().encode(text)])
/** A tiny JPEG's first bytes (the server checks the signature, not the picture). */
const JPEG = `data:image/jpeg;base64,${btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70))}`

let cand: Awaited<ReturnType<typeof candidateAccount>>
let other: Awaited<ReturnType<typeof candidateAccount>>
let globex: Awaited<ReturnType<typeof candidateAccount>>
let examId: string

const asCand = (method: string, p: string, body?: unknown, cookie = cand.cookie, host: string = HOST.acmeCandidate) =>
  call(host, method, p, { cookie, body })
const path = (suffix: string, id = examId) => `/candidate/interviews/${id}${suffix}`
const warning = (kind: string, clientId: string, extra: Record<string, unknown> = {}) => ({
  kind,
  client_id: clientId,
  ...extra,
})

function chunkForm(recording: string, sequence: number, bytes: Uint8Array, startedAt = Date.now()) {
  const form = new FormData()
  form.set('recording', recording)
  form.set('sequence', String(sequence))
  form.set('started_at', String(startedAt))
  form.set('duration_ms', '2000')
  form.set('chunk', new File([bytes], `chunk-${sequence}.webm`, { type: 'video/webm' }))
  return form
}

beforeAll(async () => {
  await seed()
  cand = await candidateAccount('acme', 'proctored.one@example.org')
  other = await candidateAccount('acme', 'proctored.two@example.org')
  globex = await candidateAccount('globex', 'proctored.globex@example.org')
  examId = await newExam(cand.businessId, cand.id)
})

describe('warnings', () => {
  it('are refused before the exam starts (409)', async () => {
    const res = await asCand('POST', path('/warnings'), warning('tab_switch', 'before-start-1'))
    expect(res.status).toBe(409)
    expect(await db().$count(schema.warnings, eq(schema.warnings.interviewId, examId))).toBe(0)
  })

  it('records a warning with its severity, time and snapshot, counted once per client id', async () => {
    expect((await asCand('POST', path('/start-exam'))).status).toBe(200)
    const occurred = new Date(Date.now() - 3000).toISOString()
    const body = warning('multiple_faces', 'faces-0001', {
      occurred_at: occurred,
      faces: 2,
      duration_ms: 2100,
      snapshot: JPEG,
    })
    const first = await asCand('POST', path('/warnings'), body)
    expect(first.status).toBe(201)
    expect(first.body.data).toMatchObject({
      warning: { kind: 'multiple_faces', severity: 'high', has_snapshot: true, faces: 2, duration_ms: 2100 },
      count: 1,
      max: 5,
      ended: false,
      repeated: false,
    })
    expect(Date.parse(first.body.data.warning.occurred_at)).toBe(Date.parse(occurred))
    // The browser retries after a dropped answer: stored and counted once.
    const again = await asCand('POST', path('/warnings'), body)
    expect(again.status).toBe(200)
    expect(again.body.data).toMatchObject({ count: 1, repeated: true })
    const rows = await db().query.warnings.findMany({ where: eq(schema.warnings.interviewId, examId) })
    expect(rows).toHaveLength(1)
    const doc = await db().query.documents.findFirst({ where: eq(schema.documents.id, rows[0]!.snapshotDocumentId!) })
    expect(doc).toMatchObject({ kind: 'exam_snapshot', contentType: 'image/jpeg', businessId: cand.businessId })
    expect(await env.FILES.head(doc!.key)).not.toBeNull()
  })

  it('lists the candidate’s own warnings, oldest first', async () => {
    await asCand('POST', path('/warnings'), warning('tab_switch', 'tab-0001'))
    const res = await asCand('GET', path('/warnings'))
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ max: 5, ends_exam: false, count: 2 })
    expect(res.body.data.warnings.map((w: { kind: string }) => w.kind)).toEqual(['multiple_faces', 'tab_switch'])
  })

  it('says what is wrong with a bad warning (422) and changes nothing', async () => {
    for (const bad of [
      warning('daydreaming', 'bad-kind-01'),
      warning('tab_switch', 'x'),
      warning('no_face', 'bad-snap-01', { snapshot: 'data:image/png;base64,AAAA' }),
    ]) {
      const res = await asCand('POST', path('/warnings'), bad)
      expect(res.status).toBe(422)
    }
    // A snapshot that says JPEG but is not one is refused by its bytes.
    const fake = await asCand(
      'POST',
      path('/warnings'),
      warning('no_face', 'bad-snap-02', { snapshot: 'data:image/jpeg;base64,AAAAAAAA' }),
    )
    expect(fake.status).toBe(415)
    expect(await db().$count(schema.warnings, eq(schema.warnings.interviewId, examId))).toBe(2)
  })

  it('needs the candidate’s session (401) and is another candidate’s or business’s 404', async () => {
    expect(
      (await call(HOST.acmeCandidate, 'POST', path('/warnings'), { body: warning('tab_switch', 'anon-0001') })).status,
    ).toBe(401)
    expect((await call(HOST.acmeCandidate, 'GET', path('/warnings'))).status).toBe(401)
    const theirs = await asCand('POST', path('/warnings'), warning('tab_switch', 'other-0001'), other.cookie)
    expect(theirs.status).toBe(404)
    expect((await asCand('GET', path('/warnings'), undefined, other.cookie)).status).toBe(404)
    const abroad = await asCand('GET', path('/warnings'), undefined, globex.cookie, HOST.globexCandidate)
    expect(abroad.status).toBe(404)
    // A staff session is not a candidate's.
    expect((await call(HOST.acmeCandidate, 'GET', path('/warnings'), { cookie: await as.acmeOwner() })).status).toBe(
      401,
    )
    expect(await db().$count(schema.warnings, eq(schema.warnings.interviewId, examId))).toBe(2)
  })

  it('only flags the exam at its maximum when the business did not choose to end it', async () => {
    const id = await newExam(cand.businessId, cand.id)
    await db().update(schema.interviews).set({ maxWarnings: 2 }).where(eq(schema.interviews.id, id))
    await asCand('POST', path('/start-exam', id))
    for (const n of [1, 2, 3]) {
      const res = await asCand('POST', path('/warnings', id), warning('tab_switch', `flag-000${n}`))
      expect(res.body.data).toMatchObject({ count: n, ended: false })
    }
    expect((await interviewById(id)).examStatus).toBe('in_progress')
  })

  it('ends the exam at its maximum when the business chose so, and refuses warnings after', async () => {
    const id = await newExam(cand.businessId, cand.id)
    await db()
      .update(schema.interviews)
      .set({ maxWarnings: 2, warningsEndExam: true })
      .where(eq(schema.interviews.id, id))
    await asCand('POST', path('/start-exam', id))
    const first = await asCand('POST', path('/warnings', id), warning('fullscreen_exit', 'end-00001'))
    expect(first.body.data).toMatchObject({ count: 1, ended: false })
    const second = await asCand('POST', path('/warnings', id), warning('copy_paste', 'end-00002'))
    expect(second.status).toBe(201)
    expect(second.body.data).toMatchObject({ count: 2, ended: true })
    expect(second.body.message).toBe('The exam ended: it reached its maximum warnings.')
    const after = await interviewById(id)
    expect(after.examStatus).toBe('submitted')
    expect((await asCand('POST', path('/warnings', id), warning('tab_switch', 'end-00003'))).status).toBe(409)
    expect((await asCand('GET', path('/warnings', id))).body.data.count).toBe(2)
  })
})

describe('detect/face', () => {
  it('records a face check with its boxes and snapshot as evidence', async () => {
    const res = await asCand('POST', '/candidate/interviews/detect/face', {
      interview_id: examId,
      phase: 'exam',
      faces: 2,
      boxes: [
        { x: 10, y: 20, width: 80, height: 90, score: 0.97 },
        { x: 150, y: 30, width: 70, height: 80, score: 0.91 },
      ],
      snapshot: JPEG,
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ faces: 2, ok: false, phase: 'exam' })
    const row = await db().query.faceChecks.findFirst({ where: eq(schema.faceChecks.id, res.body.data.id) })
    expect(row?.boxes).toHaveLength(2)
    expect(row?.snapshotDocumentId).toBeTruthy()
  })

  it('is 422 for bad input, 404 for another candidate’s exam, 401 without a session', async () => {
    const bad = await asCand('POST', '/candidate/interviews/detect/face', { interview_id: examId, faces: -1 })
    expect(bad.status).toBe(422)
    const theirs = await asCand(
      'POST',
      '/candidate/interviews/detect/face',
      { interview_id: examId, faces: 1 },
      other.cookie,
    )
    expect(theirs.status).toBe(404)
    const abroad = await asCand(
      'POST',
      '/candidate/interviews/detect/face',
      { interview_id: examId, faces: 1 },
      globex.cookie,
      HOST.globexCandidate,
    )
    expect(abroad.status).toBe(404)
    expect(
      (
        await call(HOST.acmeCandidate, 'POST', '/candidate/interviews/detect/face', {
          body: { interview_id: examId, faces: 1 },
        })
      ).status,
    ).toBe(401)
    expect(await db().$count(schema.faceChecks, eq(schema.faceChecks.interviewId, examId))).toBe(1)
  })
})

describe('video chunks', () => {
  const post = (form: FormData, cookie = cand.cookie, id = examId) =>
    call(HOST.acmeCandidate, 'POST', path('/video-chunks', id), { cookie, form })

  it('stores each sequence number once: a repeated upload is acknowledged and not stored twice', async () => {
    const first = await post(chunkForm('rec-a', 0, webm('zero')))
    expect(first.status).toBe(201)
    expect(first.body.data).toMatchObject({ sequence: 0, recording: 'rec-a', duplicate: false })
    const again = await post(chunkForm('rec-a', 0, webm('zero-again')))
    expect(again.status).toBe(200)
    expect(again.body.data).toMatchObject({ sequence: 0, duplicate: true })
    const rows = await db().query.videoChunks.findMany({
      where: and(eq(schema.videoChunks.interviewId, examId), eq(schema.videoChunks.recording, 'rec-a')),
    })
    expect(rows).toHaveLength(1)
    // The first upload's bytes are what is kept.
    expect(await (await env.FILES.get(rows[0]!.key))!.text()).toContain('zero')
    expect(await (await env.FILES.get(rows[0]!.key))!.text()).not.toContain('again')
  })

  it('plays back in sequence order whatever order the chunks arrived in', async () => {
    const t0 = Date.now()
    // Continuation chunks carry no file header (a MediaRecorder stream's middle).
    expect((await post(chunkForm('rec-a', 2, new TextEncoder().encode('|two'), t0 + 4000))).status).toBe(201)
    expect((await post(chunkForm('rec-a', 1, new TextEncoder().encode('|one'), t0 + 2000))).status).toBe(201)
    const owner = await as.acmeOwner()
    const review = await call(HOST.acme, 'GET', `/wildcard/interviews/${examId}/integrity`, { cookie: owner })
    expect(review.status).toBe(200)
    const recording = review.body.data.recordings.find((r: { recording: string }) => r.recording === 'rec-a')
    expect(recording).toMatchObject({ chunks: 3, missing: [] })
    const video = await call(HOST.acme, 'GET', `/wildcard/interviews/${examId}/recordings/rec-a`, { cookie: owner })
    expect(video.status).toBe(200)
    expect(video.headers.get('content-type')).toBe('video/webm')
    expect(video.body.data as unknown as string).toMatch(/zero\|one\|two$/)
  })

  it('refuses a first chunk that is not a video (415), bad fields (422), and before the start (409)', async () => {
    const notVideo = await post(chunkForm('rec-b', 0, new TextEncoder().encode('hello')))
    expect(notVideo.status).toBe(415)
    const form = chunkForm('rec-b', 0, webm('x'))
    form.set('sequence', '-3')
    expect((await post(form)).status).toBe(422)
    const fresh = await newExam(cand.businessId, cand.id)
    expect((await post(chunkForm('rec-c', 0, webm('x')), cand.cookie, fresh)).status).toBe(409)
  })

  it('is another candidate’s 404 and stores nothing', async () => {
    expect((await post(chunkForm('rec-z', 0, webm('x')), other.cookie)).status).toBe(404)
    expect(
      (await call(HOST.acmeCandidate, 'POST', path('/video-chunks'), { form: chunkForm('rec-z', 0, webm('x')) }))
        .status,
    ).toBe(401)
    expect(
      await db().$count(
        schema.videoChunks,
        and(eq(schema.videoChunks.interviewId, examId), eq(schema.videoChunks.recording, 'rec-z')),
      ),
    ).toBe(0)
  })
})

describe('spoken answers (convert-audio)', () => {
  it('keeps the audio and, with the embedded provider, marks the transcript waiting for a provider', async () => {
    const audio = (await questionsOf(examId)).find((q) => q.type === 'audio')!
    const form = new FormData()
    form.set('question_id', audio.id)
    form.set('revision', '5')
    form.set('audio', new File([webm('spoken')], 'answer.webm', { type: 'audio/webm' }))
    const res = await call(HOST.acmeCandidate, 'POST', `/candidate/interviews/${examId}/convert-audio`, {
      cookie: cand.cookie,
      form,
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      question_id: audio.id,
      transcript: null,
      transcript_status: 'waiting_for_provider',
      provider: 'embedded',
    })
    const doc = await db().query.documents.findFirst({
      where: eq(schema.documents.id, res.body.data.audio_document_id),
    })
    expect(doc).toMatchObject({ kind: 'exam_audio', contentType: 'audio/webm' })
    // A written question takes no recording; another candidate's exam is 404.
    const text = (await questionsOf(examId)).find((q) => q.type === 'text')!
    form.set('question_id', text.id)
    expect(
      (
        await call(HOST.acmeCandidate, 'POST', `/candidate/interviews/${examId}/convert-audio`, {
          cookie: cand.cookie,
          form,
        })
      ).status,
    ).toBe(409)
    form.set('question_id', audio.id)
    expect(
      (
        await call(HOST.acmeCandidate, 'POST', `/candidate/interviews/${examId}/convert-audio`, {
          cookie: other.cookie,
          form,
        })
      ).status,
    ).toBe(404)
    // Submitted: the record keeps the audio and says the transcript is waiting.
    expect((await asCand('POST', path('/submit-exam'))).status).toBe(200)
    const record = (await recordsOf(examId)).find((r) => r.questionId === audio.id)!
    expect(record).toMatchObject({
      audioDocumentId: doc!.id,
      transcriptStatus: 'waiting_for_provider',
      transcript: null,
    })
  })

  it('takes the candidate’s note for the reviewer', async () => {
    const res = await asCand('PUT', `/candidate/interviews/${examId}/integrity-note`, {
      note: 'My flatmate walked in behind me once.',
    })
    expect(res.status).toBe(200)
    expect((await interviewById(examId)).candidateIntegrityNote).toBe('My flatmate walked in behind me once.')
    expect((await asCand('PUT', `/candidate/interviews/${examId}/integrity-note`, { note: '' })).status).toBe(422)
    expect(
      (await asCand('PUT', `/candidate/interviews/${examId}/integrity-note`, { note: 'not mine' }, other.cookie))
        .status,
    ).toBe(404)
    expect((await interviewById(examId)).candidateIntegrityNote).toBe('My flatmate walked in behind me once.')
  })
})
