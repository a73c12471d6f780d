import * as React from 'react'
import { Button } from '@/components/ui/button'
import { usePermissions } from '@/lib/permissions'
import {
  type InterviewDetail,
  useCancelInterview,
  useInterviewStatus,
  useRejectAtInterview,
} from '@/lib/queries/interviews'
import { ReasonPrompt } from './reason-prompt'

const ScheduleDialog = React.lazy(() => import('./schedule-dialog').then((m) => ({ default: m.ScheduleDialog })))

/**
 * What can be done with an interview, by permission and state: start, complete or mark a
 * no-show (the server refuses them before the interview's time), reschedule, cancel (the reason
 * goes to everyone) and reject (the reason stays internal).
 */
export function InterviewActions({ interview }: { interview: InterviewDetail }) {
  const can = usePermissions()
  const status = useInterviewStatus(interview.id)
  const cancel = useCancelInterview(interview.id)
  const reject = useRejectAtInterview(interview.id)
  const [dialog, setDialog] = React.useState<'reschedule' | 'cancel' | 'reject' | null>(null)
  const open = interview.status === 'scheduled' || interview.status === 'in_progress'
  // The server refuses these before the interview's time; offer them only when they can happen.
  const now = Date.now()
  const start = Date.parse(interview.scheduled_at)
  const startable = now >= start - 30 * 60_000
  const started = now >= start
  const buttons: React.ReactNode[] = []
  if (can('interviews', 'change_status')) {
    if (interview.status === 'scheduled' && startable)
      buttons.push(
        <Button key="start" variant="outline" size="sm" onClick={() => status.mutate({ status: 'in_progress' })}>
          Start
        </Button>,
      )
    if (open && started)
      buttons.push(
        <Button key="done" variant="outline" size="sm" onClick={() => status.mutate({ status: 'completed' })}>
          Mark completed
        </Button>,
      )
    if (interview.status === 'scheduled' && started)
      buttons.push(
        <Button key="no-show" variant="outline" size="sm" onClick={() => status.mutate({ status: 'no_show' })}>
          No show
        </Button>,
      )
  }
  if (can('interviews', 'update') && interview.status === 'scheduled')
    buttons.push(
      <Button key="move" size="sm" onClick={() => setDialog('reschedule')}>
        Reschedule
      </Button>,
    )
  if (can('interviews', 'cancel') && open)
    buttons.push(
      <Button key="cancel" variant="outline" size="sm" onClick={() => setDialog('cancel')}>
        Cancel interview
      </Button>,
      <Button key="reject" variant="destructive" size="sm" onClick={() => setDialog('reject')}>
        Reject candidate
      </Button>,
    )
  if (!buttons.length) return null
  return (
    <div className="flex flex-wrap items-center gap-2">
      {buttons}
      {dialog === 'reschedule' && (
        <React.Suspense fallback={null}>
          <ScheduleDialog target={{ kind: 'edit', interview }} open onOpenChange={(o) => !o && setDialog(null)} />
        </React.Suspense>
      )}
      <ReasonPrompt
        open={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        title={`Cancel ${interview.title}?`}
        description="The candidate and the interviewers are told by e-mail, with this reason, and the event is removed from their calendars."
        action="Cancel interview"
        pending={cancel.isPending}
        onSubmit={(reason) => cancel.mutate(reason, { onSuccess: () => setDialog(null) })}
      />
      <ReasonPrompt
        open={dialog === 'reject'}
        onClose={() => setDialog(null)}
        title={`Reject ${interview.candidate.name}?`}
        description="The candidate is told by e-mail that they will not continue (the reason stays internal). Their other open rounds are cancelled and their application is rejected."
        action="Reject candidate"
        pending={reject.isPending}
        onSubmit={(reason) => reject.mutate(reason, { onSuccess: () => setDialog(null) })}
      />
    </div>
  )
}
