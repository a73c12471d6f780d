import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { MY_INTERVIEW_MODE_LABELS, MY_INTERVIEW_STATE_LABELS } from '@worker/resources/interviews/my-interviews.schema'
import { CalendarDays, MessageSquareText, Navigation, PhoneCall, Video } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { type MyInterview, myInterviewQuery } from '@/lib/queries/candidate-area'
import { InterviewFeedbackForm } from './feedback-form'
import { formatLocal, formatWithZone } from './when'

const EXAM_STATE = {
  not_started: 'Not started',
  in_progress: 'In progress',
  submitted: 'Submitted',
  expired: 'Submitted at the deadline',
} as const

/** One round as the candidate sees it: when (their time and the office's), how, with whom, and how to join. */
export function InterviewItem({
  interview: i,
  withFeedback = false,
}: {
  interview: MyInterview
  withFeedback?: boolean
}) {
  const exam = i.exam
  return (
    <li aria-label={i.title} className="grid gap-2 rounded-lg border bg-background p-4">
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="font-medium">{i.title}</h3>
          <p className="text-sm text-muted-foreground">
            {[i.opportunity?.title, MY_INTERVIEW_MODE_LABELS[i.mode], `Round ${i.round}`].filter(Boolean).join(' · ')}
          </p>
        </div>
        <Badge variant={i.status === 'cancelled' ? 'destructive' : 'secondary'}>
          {exam ? EXAM_STATE[exam.status] : MY_INTERVIEW_STATE_LABELS[i.status]}
        </Badge>
      </div>
      <p className="flex items-center gap-2 text-sm">
        <CalendarDays aria-hidden="true" className="size-4 text-muted-foreground" />
        {exam && exam.status === 'not_started' ? (
          <span>
            Open from {formatLocal(exam.opens_at)} until {formatLocal(exam.closes_at)} · {i.duration_minutes} minutes
            once started
          </span>
        ) : (
          <span>
            <time dateTime={i.scheduled_at}>{formatWithZone(i.scheduled_at, i.timezone)}</time> · {i.duration_minutes}{' '}
            minutes
          </span>
        )}
      </p>
      {i.interviewers.length > 0 && <p className="text-sm text-muted-foreground">With {i.interviewers.join(', ')}</p>}
      {i.reason && <p className="text-sm text-muted-foreground">Cancelled: {i.reason}</p>}
      {i.join && <JoinAction join={i.join} id={i.id} />}
      {withFeedback && !i.join && i.status !== 'cancelled' && <FeedbackToggle interviewId={i.id} />}
    </li>
  )
}

/** The candidate's feedback about a past round, opened on demand (it loads what they said before). */
function FeedbackToggle({ interviewId }: { interviewId: string }) {
  const [open, setOpen] = useState(false)
  const detail = useQuery({ ...myInterviewQuery(interviewId), enabled: open })
  return (
    <div className="grid gap-2">
      <div>
        <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          <MessageSquareText aria-hidden="true" />
          {open ? 'Close feedback' : 'Give feedback about this step'}
        </Button>
      </div>
      {open && detail.data && !detail.data.can_give_feedback && (
        <p className="text-sm text-muted-foreground">You can give feedback once this step has taken place.</p>
      )}
      {open && detail.data?.can_give_feedback && (
        <div className="rounded-md border bg-muted/30 p-3">
          <InterviewFeedbackForm interviewId={interviewId} initial={detail.data.my_feedback} />
        </div>
      )}
    </div>
  )
}

function JoinAction({ join, id }: { join: NonNullable<MyInterview['join']>; id: string }) {
  if (join.kind === 'exam')
    return (
      <div>
        <Link to="/candidates/exams/$id" params={{ id }} className={buttonVariants({ size: 'sm' })}>
          {join.label}
        </Link>
      </div>
    )
  if (join.kind === 'video' && join.url)
    return (
      <div>
        <a href={join.url} target="_blank" rel="noreferrer" className={buttonVariants({ size: 'sm' })}>
          <Video aria-hidden="true" />
          {join.label}
        </a>
      </div>
    )
  const Icon = join.kind === 'phone' ? PhoneCall : Navigation
  return (
    <p className="flex items-center gap-2 text-sm">
      <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
      {join.label}
    </p>
  )
}
