import { AlertTriangle, Radio } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatRemaining } from './countdown'
import { examStateLabel } from './exam-labels'

type Live = {
  status: string
  answered: number
  total: number
  deadline_at: number
  server_now: number
  last_heartbeat_at: number | null
  warnings: number
  max_warnings: number
} | null

/**
 * Watch an exam live: a WebSocket to the exam's Durable Object, which sends its state whenever it
 * changes (an answer, a heartbeat, a warning). Reconnects after a drop.
 */
export function ExamLive({ examId }: { examId: string }) {
  const [live, setLive] = useState<Live>(null)
  const [connected, setConnected] = useState(false)
  const [offset, setOffset] = useState(0)
  const [now, setNow] = useState(Date.now())

  useEffect(() => {
    let socket: WebSocket | null = null
    let retry: ReturnType<typeof setTimeout>
    let attempt = 0
    let stopped = false
    const open = () => {
      const scheme = location.protocol === 'https:' ? 'wss' : 'ws'
      socket = new WebSocket(`${scheme}://${location.host}/api/v1/wildcard/interviews/${examId}/live`)
      socket.onopen = () => {
        attempt = 0
        setConnected(true)
      }
      socket.onmessage = (e) => {
        const message = JSON.parse(String(e.data)) as { exam: Live }
        setLive(message.exam)
        if (message.exam) setOffset(message.exam.server_now - Date.now())
      }
      socket.onclose = () => {
        setConnected(false)
        if (!stopped) retry = setTimeout(open, Math.min(15_000, 1000 * 2 ** attempt++))
      }
    }
    open()
    const tick = setInterval(() => setNow(Date.now()), 1000)
    return () => {
      stopped = true
      clearTimeout(retry)
      clearInterval(tick)
      socket?.close()
    }
  }, [examId])

  const serverNow = now + offset
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Radio aria-hidden="true" className={`size-4 ${connected ? 'text-green-600' : 'text-muted-foreground'}`} />
          <h2>Live</h2>
          <span className="text-xs font-normal text-muted-foreground">{connected ? 'connected' : 'reconnecting…'}</span>
        </CardTitle>
      </CardHeader>
      <CardContent aria-live="polite">
        {!live ? (
          <p className="text-sm text-muted-foreground">The candidate has not started the exam.</p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-xs text-muted-foreground">Status</dt>
              <dd data-testid="live-status">{examStateLabel(live.status)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Answered</dt>
              <dd data-testid="live-answered">
                {live.answered} of {live.total}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Time left</dt>
              <dd>{live.status === 'in_progress' ? formatRemaining(live.deadline_at - serverNow) : '—'}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Last seen</dt>
              <dd>
                {live.last_heartbeat_at
                  ? `${Math.max(0, Math.round((serverNow - live.last_heartbeat_at) / 1000))} s ago`
                  : '—'}
              </dd>
            </div>
            <div className="col-span-2 flex items-center gap-1">
              <AlertTriangle aria-hidden="true" className="size-4 text-amber-600" />
              Warnings: {live.warnings} (limit {live.max_warnings})
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  )
}
