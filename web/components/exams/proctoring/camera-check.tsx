/**
 * The camera part of the device check (docs/proctoring.md): the candidate reads what is recorded
 * and how long it is kept, agrees, and only then the camera starts; the check passes when exactly
 * one face is in view (kept as evidence through detect/face) and the microphone hears them.
 */
import { WARNING_KIND_LABELS } from '@worker/resources/interviews/proctoring.schema'
import { Camera, CheckCircle2, Loader2, XCircle } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { api } from '@/lib/api'
import { cameraError, rememberConsent, startCamera } from './camera'
import { faceDetector, snapshotOf } from './face-detector'
import { LevelMeter, useAudioLevel } from './level-meter'

type Face = 'loading' | 'none' | 'one' | 'many'
/** Consecutive samples with exactly one face before the check passes (a steady view, not a glimpse). */
const STEADY = 3

export function CameraCheck({
  interviewId,
  retentionDays,
  onResult,
}: {
  interviewId: string
  retentionDays: number
  onResult: (ok: boolean) => void
}) {
  const [agreed, setAgreed] = useState(false)
  const [stream, setStream] = useState<MediaStream | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [face, setFace] = useState<Face>('loading')
  const [count, setCount] = useState(0)
  const [passed, setPassed] = useState(false)
  const videoRef = useRef<HTMLVideoElement>(null)
  const level = useAudioLevel(stream)

  const turnOn = async () => {
    setError(null)
    rememberConsent(interviewId)
    try {
      const s = await startCamera()
      setStream(s)
    } catch (err) {
      setError(cameraError(err))
    }
  }

  useEffect(() => {
    if (!stream || !videoRef.current) return
    videoRef.current.srcObject = stream
    let cancelled = false
    let steady = 0
    let reported = false
    const timer = setInterval(async () => {
      const el = videoRef.current
      if (!el || el.readyState < 2) return
      try {
        const boxes = await (await faceDetector()).detect(el)
        if (cancelled) return
        setCount(boxes.length)
        setFace(boxes.length === 0 ? 'none' : boxes.length === 1 ? 'one' : 'many')
        steady = boxes.length === 1 ? steady + 1 : 0
        if (steady >= STEADY && !reported) {
          reported = true
          setPassed(true)
          onResult(true)
          await api
            .post('/candidate/interviews/detect/face', {
              json: { interview_id: interviewId, phase: 'device_check', faces: 1, boxes, snapshot: snapshotOf(el) },
            })
            .catch(() => undefined)
        }
      } catch (err) {
        setError(
          `Face detection could not start in this browser (${String(err)}). Try an up-to-date Chrome, Edge or Firefox.`,
        )
      }
    }, 400)
    return () => {
      cancelled = true
      clearInterval(timer)
    }
  }, [stream, interviewId, onResult])

  const faceText: Record<Face, string> = {
    loading: 'Loading face detection…',
    none: `${WARNING_KIND_LABELS.no_face}: sit in front of the camera, in good light.`,
    one: passed ? 'One face in view' : 'One face in view: hold still…',
    many: `${count} faces in view: only you should be in view.`,
  }
  return (
    <section aria-labelledby="camera-check" className="grid gap-3 rounded-md border bg-background p-4">
      <h3 id="camera-check" className="flex items-center gap-2 font-medium">
        <Camera aria-hidden="true" className="size-4" />
        Camera and microphone
      </h3>
      <div className="grid gap-1.5 text-sm text-muted-foreground">
        <p>This exam is proctored. While you take it:</p>
        <ul className="list-disc pl-5">
          <li>your camera and microphone are recorded in short video pieces and sent to the hiring team;</li>
          <li>
            face detection runs on this computer only; a small photo is sent when no face or more than one face is in
            view;
          </li>
          <li>leaving the exam window, leaving full screen and pasting into an answer are noted as warnings;</li>
          <li>
            recordings and photos are deleted {retentionDays} days after the exam. Warnings never fail you by
            themselves: a person reviews them, and you can add a note after the exam.
          </li>
        </ul>
      </div>
      <div className="flex items-start gap-3">
        <input
          id="proctoring-consent"
          type="checkbox"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          disabled={!!stream}
          className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
        />
        <Label htmlFor="proctoring-consent" className="text-sm leading-snug font-normal">
          I agree to be recorded by camera and microphone during this exam, as described above.
        </Label>
      </div>
      {!stream && (
        <div>
          <Button variant="outline" onClick={() => void turnOn()} disabled={!agreed}>
            <Camera aria-hidden="true" />
            Turn on the camera
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className={stream ? 'flex flex-wrap items-start gap-4' : 'hidden'}>
        <video
          ref={videoRef}
          autoPlay
          muted
          playsInline
          aria-label="Your camera"
          className="h-36 w-48 rounded-md bg-black object-cover"
        />
        <div className="grid gap-2 text-sm">
          <p className="flex items-center gap-2" data-testid="face-status">
            {face === 'loading' ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : face === 'one' ? (
              <CheckCircle2 aria-hidden="true" className="size-4 text-green-700" />
            ) : (
              <XCircle aria-hidden="true" className="size-4 text-red-700" />
            )}
            {faceText[face]}
          </p>
          <LevelMeter level={level} label="Microphone level" />
        </div>
      </div>
    </section>
  )
}
