/**
 * What the candidate sees of proctoring while the exam runs: their own camera (small), whether
 * their face is in view, the video still waiting to be sent, and each warning as it happens,
 * kindly worded, with what to do about it.
 */
import { WARNING_CANDIDATE_TEXT } from '@worker/resources/interviews/proctoring.schema'
import { AlertTriangle, Camera, CloudUpload, X } from 'lucide-react'
import type { RefObject } from 'react'
import { Button } from '@/components/ui/button'
import type { ShownWarning } from './use-proctoring'
import type { UploadStatus } from './video-recorder'

export function ProctorStatus({
  videoRef,
  camera,
  faces,
  upload,
}: {
  videoRef: RefObject<HTMLVideoElement | null>
  camera: string
  faces: number | null
  upload: UploadStatus
}) {
  const faceText =
    camera !== 'on'
      ? 'Camera off'
      : faces === null
        ? 'Starting…'
        : faces === 1
          ? 'Face in view'
          : faces === 0
            ? 'No face in view'
            : `${faces} faces in view`
  return (
    <div className="flex items-center gap-2 text-xs text-muted-foreground">
      <video
        ref={videoRef}
        autoPlay
        muted
        playsInline
        aria-label="Your camera"
        className="h-9 w-12 rounded bg-black object-cover"
      />
      <div className="grid leading-tight">
        <span className="flex items-center gap-1" data-testid="proctor-faces">
          <Camera aria-hidden="true" className="size-3" />
          {faceText}
        </span>
        <span className="flex items-center gap-1" data-testid="video-backlog">
          <CloudUpload aria-hidden="true" className="size-3" />
          {upload.pending
            ? `Video: ${upload.pending} waiting${upload.retrying ? ' (retrying)' : ''}`
            : 'Video: all sent'}
        </span>
      </div>
    </div>
  )
}

export function WarningBanner({
  warning,
  count,
  onDismiss,
}: {
  warning: ShownWarning
  count: { count: number; max: number } | null
  onDismiss: () => void
}) {
  return (
    <div
      role="alert"
      className="flex items-center gap-3 bg-amber-100 px-4 py-2 text-sm text-amber-950"
      data-testid="proctor-warning"
    >
      <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
      <p className="flex-1">
        {WARNING_CANDIDATE_TEXT[warning.kind]}
        {count ? ` (Warning ${count.count} of ${count.max}.)` : ''}
      </p>
      {warning.kind === 'fullscreen_exit' && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}
        >
          Return to full screen
        </Button>
      )}
      <Button size="icon" variant="ghost" aria-label="Dismiss the warning" onClick={onDismiss}>
        <X aria-hidden="true" />
      </Button>
    </div>
  )
}

export function CameraOffBanner({ state, onTurnOn }: { state: string; onTurnOn: () => void }) {
  if (state === 'on' || state === 'starting') return null
  return (
    <div role="alert" className="flex items-center gap-3 bg-red-100 px-4 py-2 text-sm text-red-900">
      <Camera aria-hidden="true" className="size-4 shrink-0" />
      <p className="flex-1">
        {state === 'failed'
          ? 'The camera could not be started. Allow it in the address bar, then turn it back on.'
          : 'This exam is recorded by camera and microphone, as you agreed before the start. Turn the camera back on to continue.'}
      </p>
      <Button size="sm" onClick={onTurnOn}>
        Turn the camera on
      </Button>
    </div>
  )
}
