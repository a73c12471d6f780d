/**
 * The exam's camera and microphone: one stream for the page, started only after the candidate
 * agreed (the consent is remembered per exam on this device, so a reload during the exam turns the
 * camera back on without asking twice). docs/proctoring.md.
 */
let stream: MediaStream | null = null

const consentKey = (examId: string) => `hirely:exam:${examId}:proctoring-consent`

export function rememberConsent(examId: string) {
  try {
    localStorage.setItem(consentKey(examId), new Date().toISOString())
  } catch {
    /* storage off: the candidate is asked again after a reload */
  }
}

export function hasConsent(examId: string): boolean {
  try {
    return !!localStorage.getItem(consentKey(examId))
  } catch {
    return false
  }
}

export async function startCamera(): Promise<MediaStream> {
  if (stream?.active) return stream
  stream = await navigator.mediaDevices.getUserMedia({
    video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
    audio: true,
  })
  return stream
}

export const currentCamera = () => (stream?.active ? stream : null)

export function stopCamera() {
  for (const track of stream?.getTracks() ?? []) track.stop()
  stream = null
}

/** Why the camera could not start, in words a candidate can act on. */
export function cameraError(err: unknown): string {
  const name = err instanceof DOMException ? err.name : ''
  if (name === 'NotAllowedError')
    return 'The browser was not allowed to use the camera. Allow it in the address bar, then try again.'
  if (name === 'NotFoundError') return 'No camera or microphone was found. Connect one, then try again.'
  if (name === 'NotReadableError') return 'The camera is in use by another program. Close it, then try again.'
  return 'The camera could not be started. Check it is connected and allowed, then try again.'
}
