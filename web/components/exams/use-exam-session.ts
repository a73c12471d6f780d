/**
 * The running exam in the browser: the answers (saved as they change, each with a revision so a
 * late save never overwrites a newer one), a copy of unsaved answers on this device (kept through
 * a reload or a dropped connection), the server's clock (every heartbeat re-reads the deadline and
 * the server's time, so the countdown never trusts this computer's clock), and the connection's
 * state with reconnection.
 */
import { HEARTBEAT_MS } from '@worker/resources/interviews/exam.schema'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ApiError } from '@/lib/api'
import { type ExamSession, saveAnswer, sendHeartbeat } from '@/lib/queries/exams'
import { notify } from '@/lib/toast'

export type Language = 'javascript' | 'python'
export type Answer = {
  selected_option?: number | null
  text?: string | null
  code?: string | null
  language?: Language | null
  /** A spoken answer is recorded (convert-audio keeps it on the server, not typed here). */
  audio?: boolean
  revision: number
}
export type SaveState = 'saved' | 'saving' | 'retrying'
export type Ended = 'submitted' | 'expired'

const TEXT_DELAY_MS = 800
const RETRY_MS = [1000, 2000, 5000, 10_000, 15_000]
const storageKey = (id: string) => `hirely:exam:${id}:drafts`

function loadDrafts(id: string): Record<string, Answer> {
  try {
    return JSON.parse(localStorage.getItem(storageKey(id)) ?? '{}') as Record<string, Answer>
  } catch {
    return {}
  }
}

function saveDrafts(id: string, drafts: Record<string, Answer>) {
  try {
    if (Object.keys(drafts).length) localStorage.setItem(storageKey(id), JSON.stringify(drafts))
    else localStorage.removeItem(storageKey(id))
  } catch {
    /* storage full or off: the server copy is what counts */
  }
}

export function isAnswered(a: Answer | undefined, starter?: string): boolean {
  if (!a) return false
  if (a.selected_option !== undefined && a.selected_option !== null) return true
  if (a.text?.trim()) return true
  if (a.audio) return true
  return !!a.code?.trim() && a.code !== starter
}

export function useExamSession(id: string, initial: ExamSession) {
  const [answers, setAnswers] = useState<Record<string, Answer>>(() => {
    const fromServer: Record<string, Answer> = {}
    for (const a of initial.answers)
      fromServer[a.question_id] = {
        selected_option: a.selected_option,
        text: a.text,
        code: a.code,
        language: a.language,
        audio: !!a.audio_document_id,
        revision: a.revision,
      }
    // A draft newer than the server's copy was typed here and never saved (a drop, a reload).
    for (const [questionId, draft] of Object.entries(loadDrafts(id)))
      if ((fromServer[questionId]?.revision ?? -1) < draft.revision) fromServer[questionId] = draft
    return fromServer
  })
  const [saveState, setSaveState] = useState<SaveState>('saved')
  const [savedAt, setSavedAt] = useState<number | null>(null)
  const [online, setOnline] = useState(true)
  const [ended, setEnded] = useState<Ended | null>(
    initial.exam.status === 'submitted' || initial.exam.status === 'expired' ? initial.exam.status : null,
  )
  const [clock, setClock] = useState(() => ({
    deadline: initial.exam.deadline_at ? Date.parse(initial.exam.deadline_at) : Date.now(),
    offset: initial.exam.server_now - Date.now(),
  }))
  const [current, setCurrent] = useState(initial.questions[0]?.id ?? null)

  const unsaved = useRef(new Map<string, Answer>())
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())
  const attempts = useRef(new Map<string, number>())
  const inFlight = useRef(new Map<string, Promise<void>>())
  const latest = useRef(answers)
  latest.current = answers

  const starters = useMemo(
    () =>
      new Map(initial.questions.map((q) => [q.id, q.coding?.languages.map((l) => l.starter_code) ?? ([] as string[])])),
    [initial.questions],
  )
  const answeredCount = initial.questions.filter((q) => {
    const a = answers[q.id]
    const starter = starters.get(q.id)?.find((s) => s === a?.code)
    return isAnswered(a, starter)
  }).length

  const persistDrafts = useCallback(() => saveDrafts(id, Object.fromEntries(unsaved.current)), [id])

  const flush = useCallback(
    (questionId: string): Promise<void> => {
      const running = inFlight.current.get(questionId)
      if (running) return running.then(() => (unsaved.current.has(questionId) ? flush(questionId) : undefined))
      const answer = unsaved.current.get(questionId)
      if (!answer) return Promise.resolve()
      clearTimeout(timers.current.get(questionId))
      setSaveState('saving')
      const body = {
        selected_option: answer.selected_option ?? null,
        text: answer.text ?? null,
        code: answer.code ?? null,
        language: answer.language ?? null,
        revision: answer.revision,
      }
      const done = saveAnswer(id, questionId, body)
        .then(() => {
          attempts.current.delete(questionId)
          if (unsaved.current.get(questionId)?.revision === answer.revision) unsaved.current.delete(questionId)
          persistDrafts()
          setSavedAt(Date.now())
          setOnline(true)
          setSaveState(unsaved.current.size ? 'saving' : 'saved')
        })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 409) {
            // The exam is over (deadline or submitted elsewhere): what was saved is what counts.
            unsaved.current.clear()
            persistDrafts()
            setEnded(error.message.startsWith('The time') ? 'expired' : 'submitted')
            return
          }
          if (error instanceof ApiError && error.status === 422) {
            unsaved.current.delete(questionId)
            persistDrafts()
            notify.error(error.message)
            setSaveState(unsaved.current.size ? 'saving' : 'saved')
            return
          }
          // Offline, a server hiccup or too many saves: keep it here and try again.
          const n = attempts.current.get(questionId) ?? 0
          attempts.current.set(questionId, n + 1)
          if (error instanceof ApiError && error.status === 0) setOnline(false)
          setSaveState('retrying')
          timers.current.set(
            questionId,
            setTimeout(() => void flush(questionId), RETRY_MS[Math.min(n, RETRY_MS.length - 1)]),
          )
        })
        .finally(() => inFlight.current.delete(questionId))
      inFlight.current.set(questionId, done)
      return done
    },
    [id, persistDrafts],
  )

  /** Changes an answer: kept at once on this device, saved right away (choices) or after a pause (typing). */
  const update = useCallback(
    (questionId: string, patch: Omit<Answer, 'revision'>, opts: { immediate?: boolean } = {}) => {
      if (ended) return
      const previous = latest.current[questionId]
      const revision = Math.max((previous?.revision ?? 0) + 1, Date.now())
      const next: Answer = { ...previous, ...patch, revision }
      setAnswers((all) => ({ ...all, [questionId]: next }))
      unsaved.current.set(questionId, next)
      persistDrafts()
      setSaveState('saving')
      clearTimeout(timers.current.get(questionId))
      timers.current.set(
        questionId,
        setTimeout(() => void flush(questionId), opts.immediate ? 0 : TEXT_DELAY_MS),
      )
    },
    [ended, flush, persistDrafts],
  )

  /** Saves everything not saved yet (before running code, before submitting). */
  const flushAll = useCallback(async () => {
    await Promise.all([...unsaved.current.keys()].map((q) => flush(q)))
  }, [flush])

  const beat = useCallback(async () => {
    const sent = Date.now()
    try {
      const { data } = await sendHeartbeat(id, current, answeredCount)
      const back = Date.now()
      setOnline(true)
      setClock({
        deadline: data.deadline_at ? Date.parse(data.deadline_at) : Date.now(),
        // The server's clock at the middle of the round trip.
        offset: data.server_now - (sent + back) / 2,
      })
      if (data.status === 'submitted' || data.status === 'expired') setEnded(data.status)
      return true
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) setOnline(false)
      return false
    }
  }, [id, current, answeredCount])

  // The heartbeat: often while connected, every few seconds while reconnecting.
  const beatRef = useRef(beat)
  beatRef.current = beat
  useEffect(() => {
    if (ended) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout>
    const loop = async () => {
      const ok = await beatRef.current()
      if (!stopped) timer = setTimeout(loop, ok ? HEARTBEAT_MS : 3000)
    }
    timer = setTimeout(loop, HEARTBEAT_MS)
    const back = () => {
      void beatRef.current()
      for (const q of unsaved.current.keys()) void flush(q)
    }
    window.addEventListener('online', back)
    return () => {
      stopped = true
      clearTimeout(timer)
      window.removeEventListener('online', back)
    }
  }, [ended, flush])

  // Drafts found on this device after a reload are sent again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on load.
  useEffect(() => {
    for (const [questionId, draft] of Object.entries(loadDrafts(id))) {
      const server = initial.answers.find((a) => a.question_id === questionId)
      if ((server?.revision ?? -1) < draft.revision) {
        unsaved.current.set(questionId, draft)
        void flush(questionId)
      }
    }
    persistDrafts()
  }, [])

  useEffect(() => {
    const timersNow = timers.current
    return () => {
      for (const t of timersNow.values()) clearTimeout(t)
    }
  }, [])

  return {
    answers,
    answeredCount,
    update,
    flushAll,
    saveState,
    savedAt,
    online,
    ended,
    setEnded,
    /** A spoken answer was saved (by the recorder, through convert-audio). */
    markAudio: (questionId: string) =>
      setAnswers((all) => ({ ...all, [questionId]: { ...all[questionId], audio: true, revision: Date.now() } })),
    clock,
    beat,
    current,
    setCurrent,
  }
}
