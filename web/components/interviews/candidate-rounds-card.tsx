import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { deviceTimeZone, formatSpan } from '@worker/resources/interviews/when'
import { CalendarPlus } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { usePermissions } from '@/lib/permissions'
import type { CandidateDetail } from '@/lib/queries/candidates'
import { candidateInterviewsQuery, type Interview } from '@/lib/queries/interviews'
import { InterviewStatusBadge } from './interview-status-badge'

const ScheduleDialog = React.lazy(() => import('./schedule-dialog').then((m) => ({ default: m.ScheduleDialog })))

/**
 * The candidate's interview rounds, by job: each round's interview, when (in the viewer's zone),
 * its state and how many scorecards are in; and "Schedule interview" for an open application.
 */
export function CandidateRoundsCard({ candidate }: { candidate: CandidateDetail }) {
  const can = usePermissions()
  const seesInterviews = can('interviews') || can('interviews', 'feedback')
  const interviews = useQuery({ ...candidateInterviewsQuery(candidate.id), enabled: seesInterviews })
  const [open, setOpen] = React.useState(false)
  const zone = deviceTimeZone()
  if (!seesInterviews) return null
  const jobs = candidate.applications
    .filter((a) => a.next.length > 0)
    .map((a) => ({ id: a.opportunity.id, title: a.opportunity.title }))
  const canSchedule = can('interviews', 'schedule') && jobs.length > 0 && !candidate.is_blacklisted
  const byJob = new Map<string, { title: string; rounds: Interview[] }>()
  for (const i of interviews.data?.rows ?? []) {
    const key = i.opportunity?.id ?? 'none'
    const group = byJob.get(key) ?? { title: i.opportunity?.title ?? 'No job', rounds: [] }
    group.rounds.push(i)
    byJob.set(key, group)
  }
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle className="text-base">Interviews ({interviews.data?.count ?? 0})</CardTitle>
        {canSchedule && (
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            <CalendarPlus aria-hidden="true" />
            Schedule interview
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {interviews.isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : byJob.size === 0 ? (
          <p className="text-sm text-muted-foreground">No interviews yet.</p>
        ) : (
          <div className="grid gap-4">
            {[...byJob.entries()].map(([key, group]) => (
              <section key={key} aria-label={`Interviews for ${group.title}`}>
                <h3 className="mb-1.5 text-sm font-medium">{group.title}</h3>
                <ol className="grid gap-2">
                  {group.rounds.map((i) => (
                    <li key={i.id} className="rounded-md border p-2 text-sm">
                      <div className="flex items-start justify-between gap-2">
                        <Link to="/admin/interviews/$id" params={{ id: i.id }} className="font-medium hover:underline">
                          Round {i.round}: {i.title}
                        </Link>
                        <InterviewStatusBadge status={i.status} />
                      </div>
                      <p className="text-xs text-muted-foreground">{formatSpan(i.scheduled_at, i.ends_at, zone)}</p>
                      <p className="text-xs text-muted-foreground">
                        {i.interviewers.map((p) => p.name).join(', ')} · Scorecards {i.scorecards.submitted}/
                        {i.scorecards.expected}
                      </p>
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </div>
        )}
      </CardContent>
      {open && (
        <React.Suspense fallback={null}>
          <ScheduleDialog
            target={{ kind: 'create', candidate: { id: candidate.id, name: candidate.name }, jobs }}
            open={open}
            onOpenChange={setOpen}
          />
        </React.Suspense>
      )}
    </Card>
  )
}
