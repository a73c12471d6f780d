/**
 * A spoken answer (docs/proctoring.md): record with the microphone (a live level meter shows it
 * hears you), listen back, record again if you like, then save; the recording is stored and sent
 * to transcription (convert-audio). Saving again replaces the answer.
 */
import { TRANSCRIPT_STATE_LABELS, type TranscriptState } from '@worker/resources/interviews/proctoring.schema'
import { CheckCircle2, Mic, RotateCcw, Square } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { api } from '@/lib/api'
import { currentCamera } from './proctoring/camera'
import { LevelMeter, useAudioLevel } from './proctoring/level-meter'

type Saved = { transcriptStatus: TranscriptState; transcript: string | null }

function audioType(): string | undefined {
  for (const t of ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus'])
    if (typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(t)) return t
  return undefined
}

export function AudioQuestion({
  examId,
  questionId,
  saved: savedId,
  disabled,
  onSaved,
}: {
  examId: string
  questionId: string
  saved: string | null
  disabled: boolean
  onSaved: () => void
}) {
  const [stream, setStream] = useState<MediaStream | null>(null)
  const [recording, setRecording] = useState(false)
  const [take, setTake] = useState<{ blob: Blob; url: string } | null>(null)
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState<Saved | null>(
    savedId ? { transcriptStatus: 'waiting_for_provider', transcript: null } : null,
  )
  const [error, setError] = useState<string | null>(null)
  const recorder = useRef<MediaRecorder | null>(null)
  const level = useAudioLevel(recording ? stream : null)

  useEffect(() => () => (take ? URL.revokeObjectURL(take.url) : undefined), [take])

  const record = async () => {
    setError(null)
    try {
      const camera = currentCamera()
      const audio = camera?.getAudioTracks().length
        ? new MediaStream(camera.getAudioTracks())
        : await navigator.mediaDevices.getUserMedia({ audio: true })
      setStream(audio)
      const type = audioType()
      const r = new MediaRecorder(audio, type ? { mimeType: type } : undefined)
      const parts: Blob[] = []
      r.ondataavailable = (e) => e.data.size && parts.push(e.data)
      r.onstop = () => {
        const blob = new Blob(parts, { type: r.mimeType || 'audio/webm' })
        setTake({ blob, url: URL.createObjectURL(blob) })
        setRecording(false)
      }
      recorder.current = r
      r.start()
      setTake(null)
      setRecording(true)
    } catch {
      setError('The microphone could not be started. Allow it in the address bar, then try again.')
    }
  }

  const save = async () => {
    if (!take) return
    setSaving(true)
    setError(null)
    const form = new FormData()
    form.set('question_id', questionId)
    form.set('revision', String(Date.now()))
    form.set('audio', new File([take.blob], 'spoken-answer.webm', { type: take.blob.type }))
    try {
      const result = await api.upload('/candidate/interviews/:id/convert-audio', form, { param: { id: examId } })
      setSaved({ transcriptStatus: result.data.transcript_status, transcript: result.data.transcript })
      setTake(null)
      onSaved()
    } catch (err) {
      setError(`Your recording could not be saved: ${(err as Error).message} Please try again.`)
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="grid gap-3 rounded-md border bg-background p-4 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <Mic aria-hidden="true" className="size-4" />
        Answer out loud: record, listen back, then save.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {recording ? (
          <Button variant="destructive" onClick={() => recorder.current?.stop()}>
            <Square aria-hidden="true" />
            Stop recording
          </Button>
        ) : (
          <Button
            variant={take || saved ? 'outline' : 'default'}
            onClick={() => void record()}
            disabled={disabled || saving}
          >
            {take || saved ? <RotateCcw aria-hidden="true" /> : <Mic aria-hidden="true" />}
            {take || saved ? 'Record again' : 'Start recording'}
          </Button>
        )}
        {take && !recording && (
          <Button onClick={() => void save()} disabled={disabled || saving}>
            {saving && <Spinner />}
            Save this recording
          </Button>
        )}
      </div>
      {recording && <LevelMeter level={level} label="Microphone level" />}
      {take && !recording && (
        // biome-ignore lint/a11y/useMediaCaption: the candidate's own recording, played back to them.
        <audio controls src={take.url} aria-label="Your recording" className="w-full max-w-md" />
      )}
      {saved && !take && (
        <p className="flex items-center gap-2 text-green-800" role="status">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          Recording saved.{' '}
          {saved.transcript ? `Transcript: “${saved.transcript}”` : TRANSCRIPT_STATE_LABELS[saved.transcriptStatus]}
        </p>
      )}
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
