import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { INTERVIEW_STATE_LABELS } from '@worker/resources/interviews/interview-states'
import { deviceTimeZone, formatSpan } from '@worker/resources/interviews/when'
import { CalendarPlus } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { CandidateDetail } from '@/lib/queries/candidates'
import { candidateInterviewsQuery, type Interview as Round } from '@/lib/queries/interviews'

const ScheduleDialog = React.lazy(() => import('./schedule-dialog').then((m) => ({ default: m.ScheduleDialog })))

/**
 * The candidate's interview rounds, by job: each round's interview, when (in the viewer's zone),
 * its state and how many scorecards are in; and "Schedule interview" for an open application.
 * (Its imports are few on purpose: they are what the candidate page lists to preload it.)
 */
export function CandidateRoundsCard({ candidate, canSchedule }: { candidate: CandidateDetail; canSchedule: boolean }) {
  const interviews = useQuery(candidateInterviewsQuery(candidate.id))
  const [open, setOpen] = React.useState(false)
  const zone = deviceTimeZone()
  const jobs = candidate.applications
    .filter((a) => a.next.length > 0)
    .map((a) => ({ id: a.opportunity.id, title: a.opportunity.title }))
  const schedulable = canSchedule && jobs.length > 0 && !candidate.is_blacklisted
  const byJob = new Map<string, { title: string; rounds: Round[] }>()
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
        {schedulable && (
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            <CalendarPlus aria-hidden="true" />
            Schedule interview
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {interviews.isLoading ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
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
                        <span className="shrink-0 rounded-md border px-1.5 py-0.5 text-xs">
                          {INTERVIEW_STATE_LABELS[i.status]}
                        </span>
                      </div>
                      <p className="text-xs text-muted-foreground">{formatSpan(i.scheduled_at, i.ends_at, zone)}</p>
                      <p className="text-xs text-muted-foreground">
                        {i.interviewers.map((p) => p.name).join(', ')}
                        {i.mode !== 'online_exam' && ` · Scorecards ${i.scorecards.submitted}/${i.scorecards.expected}`}
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
