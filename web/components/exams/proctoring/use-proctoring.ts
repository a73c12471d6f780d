/**
 * Proctoring while the exam runs (docs/proctoring.md): the camera's faces sampled twice a second
 * (no face for ≥ 5 s, several faces for ≥ 2 s: a warning with a snapshot, and a face check kept
 * as evidence), leaving the tab or window, leaving full screen and pasting into an answer; each
 * warning is shown to the candidate as it happens and sent (idempotently) to the server. The video
 * is recorded in chunks and uploaded with its backlog.
 */
import { MULTIPLE_FACES_MS, NO_FACE_MS, type WarningKind } from '@worker/resources/interviews/proctoring.schema'
import { useCallback, useEffect, useRef, useState } from 'react'
import { api } from '@/lib/api'
import { currentCamera, hasConsent, rememberConsent, startCamera } from './camera'
import { type FaceBox, faceDetector, snapshotOf } from './face-detector'
import { ExamVideo, type UploadStatus } from './video-recorder'
import { type WarningAnswer, WarningOutbox } from './warning-outbox'

const SAMPLE_MS = 500
/** A face check is kept as evidence this often while all is well (warnings keep their own). */
const EVIDENCE_MS = 60_000

export type ShownWarning = { id: string; kind: WarningKind; at: number }

export function useProctoring(examId: string, opts: { onEndedByWarnings: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [camera, setCamera] = useState<'starting' | 'on' | 'needs_consent' | 'failed'>(() =>
    currentCamera() || hasConsent(examId) ? 'starting' : 'needs_consent',
  )
  const [faces, setFaces] = useState<number | null>(null)
  const [shown, setShown] = useState<ShownWarning | null>(null)
  const [count, setCount] = useState<{ count: number; max: number } | null>(null)
  const [upload, setUpload] = useState<UploadStatus>({ pending: 0, pendingBytes: 0, uploaded: 0, retrying: false })
  const [detectorError, setDetectorError] = useState<string | null>(null)
  const video = useRef<ExamVideo | null>(null)
  const outbox = useRef<WarningOutbox | null>(null)
  const onEnded = useRef(opts.onEndedByWarnings)
  onEnded.current = opts.onEndedByWarnings

  const warn = useCallback(
    (kind: WarningKind, extra: { faces?: number; duration_ms?: number; snapshot?: string } = {}) => {
      setShown({ id: crypto.randomUUID(), kind, at: Date.now() })
      outbox.current?.send(kind, extra)
    },
    [],
  )

  // The outbox and the recorder live as long as the exam screen.
  useEffect(() => {
    outbox.current = new WarningOutbox(examId, (answer: WarningAnswer) => {
      setCount({ count: answer.count, max: answer.max })
      if (answer.ended) onEnded.current()
    })
    const recorder = new ExamVideo(examId)
    video.current = recorder
    const off = recorder.onStatus(setUpload)
    return () => {
      off()
      outbox.current?.dispose()
      void recorder.stop()
    }
  }, [examId])

  const turnOnCamera = useCallback(async () => {
    setCamera('starting')
    rememberConsent(examId)
    try {
      const stream = await startCamera()
      if (videoRef.current) videoRef.current.srcObject = stream
      video.current?.start(stream)
      setCamera('on')
    } catch {
      setCamera('failed')
    }
  }, [examId])

  // biome-ignore lint/correctness/useExhaustiveDependencies: only on the first render.
  useEffect(() => {
    if (camera === 'starting') void turnOnCamera()
  }, [])

  // Faces: sampled while the camera is on; a condition becomes a warning once, when it has lasted.
  useEffect(() => {
    if (camera !== 'on') return
    let cancelled = false
    let noFaceSince: number | null = null
    let manySince: number | null = null
    let warnedNoFace = false
    let warnedMany = false
    let lastEvidence = 0
    let busy = false
    const evidence = (n: number, boxes: FaceBox[], snapshot?: string) =>
      api
        .post('/candidate/interviews/detect/face', {
          json: { interview_id: examId, phase: 'exam', faces: n, boxes, snapshot },
        })
        .catch(() => undefined)
    const tick = async () => {
      const el = videoRef.current
      if (busy || !el || el.readyState < 2) return
      busy = true
      try {
        const detector = await faceDetector()
        const boxes = await detector.detect(el)
        if (cancelled) return
        const now = Date.now()
        setFaces(boxes.length)
        noFaceSince = boxes.length === 0 ? (noFaceSince ?? now) : null
        manySince = boxes.length > 1 ? (manySince ?? now) : null
        if (!noFaceSince) warnedNoFace = false
        if (!manySince) warnedMany = false
        if (noFaceSince && !warnedNoFace && now - noFaceSince >= NO_FACE_MS) {
          warnedNoFace = true
          const snapshot = snapshotOf(el)
          warn('no_face', { faces: 0, duration_ms: now - noFaceSince, snapshot })
          void evidence(0, boxes, snapshot)
          lastEvidence = now
        }
        if (manySince && !warnedMany && now - manySince >= MULTIPLE_FACES_MS) {
          warnedMany = true
          const snapshot = snapshotOf(el)
          warn('multiple_faces', { faces: boxes.length, duration_ms: now - manySince, snapshot })
          void evidence(boxes.length, boxes, snapshot)
          lastEvidence = now
        }
        if (now - lastEvidence >= EVIDENCE_MS) {
          lastEvidence = now
          void evidence(boxes.length, boxes)
        }
      } catch (err) {
        setDetectorError(String(err))
      } finally {
        busy = false
      }
    }
    const timer = setInterval(() => void tick(), SAMPLE_MS)
    return () => {
      cancelled = true
      clearInterval(timer)
    }
  }, [camera, examId, warn])

  // Leaving the exam (tab, window), full screen, pasting: one warning per episode.
  useEffect(() => {
    let away = false
    const leave = () => {
      if (away) return
      away = true
      warn('tab_switch')
    }
    const back = () => {
      if (document.visibilityState === 'visible' && document.hasFocus()) away = false
    }
    const onVisibility = () => (document.visibilityState === 'hidden' ? leave() : back())
    let wasFullscreen = !!document.fullscreenElement
    const onFullscreen = () => {
      if (wasFullscreen && !document.fullscreenElement) warn('fullscreen_exit')
      wasFullscreen = !!document.fullscreenElement
    }
    const onPaste = (e: ClipboardEvent) => {
      const target = e.target as HTMLElement | null
      if (target?.closest('[data-exam-answers]')) warn('copy_paste')
    }
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('blur', leave)
    window.addEventListener('focus', back)
    document.addEventListener('fullscreenchange', onFullscreen)
    document.addEventListener('paste', onPaste, true)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('blur', leave)
      window.removeEventListener('focus', back)
      document.removeEventListener('fullscreenchange', onFullscreen)
      document.removeEventListener('paste', onPaste, true)
    }
  }, [warn])

  /** Before submit: the last chunk is kept, then every waiting chunk is sent (progress shown). */
  const finishVideo = useCallback(async (onProgress: (s: UploadStatus) => void, signal?: AbortSignal) => {
    const recorder = video.current
    if (!recorder) return
    await recorder.stop()
    await recorder.drained(onProgress, signal)
  }, [])

  return {
    videoRef,
    camera,
    turnOnCamera,
    faces,
    shown,
    dismiss: () => setShown(null),
    count,
    upload,
    detectorError,
    finishVideo,
  }
}
