import { CANDIDATE_STATE_LABELS } from '@worker/resources/candidates/candidates.schema'
import { Briefcase, Check } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import type { CandidateDashboard } from '@/lib/queries/candidate-area'
import { cn } from '@/lib/utils'
import { formatLocal } from './when'

type Active = NonNullable<CandidateDashboard['active_job']>

/** The application in progress and where it stands on the way to an offer. */
export function ActiveJobCard({ active }: { active: Active | null }) {
  if (!active)
    return (
      <Card>
        <CardHeader>
          <CardDescription className="flex items-center gap-2">
            <Briefcase aria-hidden="true" className="size-4" />
            Your application
          </CardDescription>
          <CardTitle className="text-xl">No application in progress</CardTitle>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">
          When you apply for a job here, you can follow it on this page.
        </CardContent>
      </Card>
    )
  const job = active.job
  return (
    <Card>
      <CardHeader>
        <CardDescription className="flex items-center gap-2">
          <Briefcase aria-hidden="true" className="size-4" />
          Your active application
        </CardDescription>
        <CardTitle className="text-xl">{job.title}</CardTitle>
        <CardDescription>
          {'department' in job && job.department ? `${job.department} · ` : ''}Applied{' '}
          {formatLocal(active.application.applied_at)}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol aria-label="Where your application stands" className="flex flex-wrap items-center gap-1 text-xs">
          {active.steps.map((s, i) => (
            <li key={s.stage} className="flex items-center gap-1">
              <span
                aria-current={s.state === 'current' ? 'step' : undefined}
                className={cn(
                  'flex items-center gap-1 rounded-full border px-2 py-1',
                  s.state === 'done' && 'border-primary/40 bg-primary/10 text-primary',
                  s.state === 'current' && 'border-primary bg-primary text-primary-foreground',
                  s.state === 'upcoming' && 'text-muted-foreground',
                )}
              >
                {s.state === 'done' && <Check aria-hidden="true" className="size-3" />}
                {CANDIDATE_STATE_LABELS[s.stage]}
                <span className="sr-only">
                  {s.state === 'done' ? ' (done)' : s.state === 'current' ? ' (now)' : ''}
                </span>
              </span>
              {i < active.steps.length - 1 && (
                <span aria-hidden="true" className="text-muted-foreground">
                  ›
                </span>
              )}
            </li>
          ))}
        </ol>
        {active.other_applications > 0 && (
          <p className="mt-3 text-sm text-muted-foreground">
            You have {active.other_applications} other application{active.other_applications === 1 ? '' : 's'}: see them
            on your profile.
          </p>
        )}
      </CardContent>
    </Card>
  )
}
