/**
 * The exam's recording for the reviewer: each recording (a page load of the exam screen) played
 * back whole, its chunks in order, with the warnings as marks on its timeline; a mark moves the
 * video to the moment it happened.
 */
import { WARNING_KIND_LABELS } from '@worker/resources/interviews/proctoring.schema'
import { useEffect, useRef, useState } from 'react'
import { type IntegrityReview, recordingBlob } from '@/lib/queries/exams'
import { cn } from '@/lib/utils'

type Recording = IntegrityReview['recordings'][number]
type Warning = IntegrityReview['warnings'][number]

const SEVERITY_TONE: Record<string, string> = { low: 'bg-amber-400', medium: 'bg-orange-500', high: 'bg-red-600' }

export function RecordingPlayer({
  examId,
  recording,
  warnings,
}: {
  examId: string
  recording: Recording
  warnings: Warning[]
}) {
  const [url, setUrl] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const video = useRef<HTMLVideoElement>(null)
  const length =
    recording.started_at && recording.ended_at ? Date.parse(recording.ended_at) - Date.parse(recording.started_at) : 0
  const marks = warnings.filter((w) => w.video?.recording === recording.recording)

  useEffect(() => {
    let made: string | null = null
    recordingBlob(examId, recording.recording)
      .then((blob) => {
        made = URL.createObjectURL(blob)
        setUrl(made)
      })
      .catch((err: Error) => setError(err.message))
    return () => {
      if (made) URL.revokeObjectURL(made)
    }
  }, [examId, recording.recording])

  // A recorder's WebM has no duration in its header: read to the end once so seeking works.
  const onMetadata = () => {
    const v = video.current
    if (!v || Number.isFinite(v.duration)) return
    const back = () => {
      v.removeEventListener('durationchange', back)
      v.currentTime = 0
    }
    v.addEventListener('durationchange', back)
    v.currentTime = 1e9
  }

  const seek = (offsetMs: number) => {
    const v = video.current
    if (!v) return
    v.currentTime = offsetMs / 1000
    void v.play().catch(() => undefined)
  }

  return (
    <figure className="grid gap-2">
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          The recording could not be loaded: {error}
        </p>
      ) : url ? (
        // biome-ignore lint/a11y/useMediaCaption: a proctoring recording of the candidate's camera; there is no caption track.
        <video
          ref={video}
          src={url}
          controls
          preload="metadata"
          onLoadedMetadata={onMetadata}
          aria-label={`Recording ${recording.recording}`}
          data-testid="exam-recording"
          className="aspect-video w-full max-w-2xl rounded-md bg-black"
        />
      ) : (
        <div className="grid aspect-video w-full max-w-2xl place-items-center rounded-md bg-muted text-sm text-muted-foreground">
          Loading the recording…
        </div>
      )}
      <fieldset className="relative h-6 w-full max-w-2xl rounded bg-muted">
        <legend className="sr-only">Warnings on the recording</legend>
        {marks.map((w) => (
          <button
            key={w.id}
            type="button"
            title={`${w.label} at ${Math.round((w.video?.offset_ms ?? 0) / 1000)} s`}
            aria-label={`${w.label} at ${Math.round((w.video?.offset_ms ?? 0) / 1000)} seconds`}
            onClick={() => seek(w.video?.offset_ms ?? 0)}
            className={cn(
              'absolute top-0 h-6 w-1.5 -translate-x-1/2 rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              SEVERITY_TONE[w.severity] ?? 'bg-amber-400',
            )}
            style={{ left: `${length ? Math.min(100, ((w.video?.offset_ms ?? 0) / length) * 100) : 0}%` }}
          />
        ))}
      </fieldset>
      <figcaption className="text-xs text-muted-foreground">
        {recording.chunks} pieces, {(recording.bytes / 1024 / 1024).toFixed(1)} MB
        {recording.missing.length ? ` · ${recording.missing.length} pieces never arrived` : ' · complete'}
        {marks.length
          ? ` · ${marks.length} warning${marks.length === 1 ? '' : 's'} marked (${[...new Set(marks.map((m) => WARNING_KIND_LABELS[m.kind]))].join(', ')})`
          : ''}
      </figcaption>
    </figure>
  )
}
