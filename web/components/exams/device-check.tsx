import { AlertTriangle, CheckCircle2, Loader2, XCircle } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { api } from '@/lib/api'
import { CameraCheck } from './proctoring/camera-check'

type Status = 'checking' | 'ok' | 'warn' | 'fail'
type Check = { key: string; label: string; status: Status; detail: string }

const ICONS = { checking: Loader2, ok: CheckCircle2, warn: AlertTriangle, fail: XCircle } as const
const TONES = { checking: 'text-muted-foreground', ok: 'text-green-700', warn: 'text-amber-700', fail: 'text-red-700' }

/**
 * The exam's first step: this browser can take it. The connection to the server and its clock,
 * the screen's size, the storage that keeps answers through a dropped connection. (The proctored
 * camera and microphone check follows: consent first, then exactly one face in view.)
 */
export function DeviceCheck({
  interviewId,
  retentionDays,
  onContinue,
}: {
  interviewId: string
  retentionDays: number
  onContinue: () => void
}) {
  const [cameraOk, setCameraOk] = useState(false)
  const onCamera = useCallback((ok: boolean) => setCameraOk(ok), [])
  const [checks, setChecks] = useState<Check[]>([
    { key: 'connection', label: 'Connection to the exam server', status: 'checking', detail: 'Checking…' },
    { key: 'clock', label: 'Clock', status: 'checking', detail: 'Checking…' },
    { key: 'screen', label: 'Screen size', status: 'checking', detail: 'Checking…' },
    { key: 'storage', label: 'Answers kept on this device while offline', status: 'checking', detail: 'Checking…' },
  ])
  const set = (key: string, status: Status, detail: string) =>
    setChecks((all) => all.map((c) => (c.key === key ? { ...c, status, detail } : c)))

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the step opens.
  useEffect(() => {
    const started = Date.now()
    api
      .get('/candidate/interviews/:id/detail', { param: { id: interviewId } })
      .then((detail) => {
        const back = Date.now()
        const rtt = back - started
        set('connection', rtt < 2000 ? 'ok' : 'warn', rtt < 2000 ? `Connected (${rtt} ms)` : `Slow (${rtt} ms)`)
        const skew = Math.round(((detail.exam?.server_now ?? back) - (started + back) / 2) / 1000)
        set(
          'clock',
          'ok',
          Math.abs(skew) < 5
            ? 'In step with the server'
            : `This computer's clock is ${Math.abs(skew)} s ${skew > 0 ? 'behind' : 'ahead'}: the countdown follows the server`,
        )
      })
      .catch(() => {
        set('connection', 'fail', 'The exam server could not be reached. Check your connection and try again.')
        set('clock', 'warn', 'Not checked (no connection)')
      })
    const wide = window.innerWidth >= 1024 && window.innerHeight >= 600
    set(
      'screen',
      wide ? 'ok' : 'warn',
      `${window.innerWidth} × ${window.innerHeight}${wide ? '' : ': a screen of at least 1024 × 600 works best'}`,
    )
    try {
      localStorage.setItem('hirely:exam:probe', '1')
      localStorage.removeItem('hirely:exam:probe')
      set('storage', 'ok', 'Available')
    } catch {
      set('storage', 'warn', 'Not available: stay connected while you answer')
    }
  }, [])

  const blocked = checks.some((c) => c.status === 'fail' || c.status === 'checking') || !cameraOk
  return (
    <section aria-labelledby="device-check" className="grid gap-4">
      <h2 id="device-check" className="text-lg font-semibold">
        Step 1 of 2: check your device
      </h2>
      <ul className="grid gap-2" aria-label="Device checks">
        {checks.map((c) => {
          const Icon = ICONS[c.status]
          return (
            <li key={c.key} className="flex items-start gap-3 rounded-md border bg-background p-3 text-sm">
              <Icon
                aria-hidden="true"
                className={`mt-0.5 size-4 ${TONES[c.status]} ${c.status === 'checking' ? 'animate-spin' : ''}`}
              />
              <div>
                <div className="font-medium">{c.label}</div>
                <div className="text-muted-foreground">{c.detail}</div>
              </div>
              <span className="sr-only">{c.status}</span>
            </li>
          )
        })}
      </ul>
      <CameraCheck interviewId={interviewId} retentionDays={retentionDays} onResult={onCamera} />
      <div>
        <Button onClick={onContinue} disabled={blocked}>
          Continue
        </Button>
      </div>
    </section>
  )
}
