import { useQuery } from '@tanstack/react-query'
import { BadgeCheck, CircleDashed, LockKeyhole } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { interviewFeedbackQuery } from '@/lib/queries/interviews'
import { ScorecardCard } from './scorecard-card'
import { ScorecardForm } from './scorecard-form'

/**
 * The interview's scorecards: who has submitted, the viewer's own form (interviewers), and the
 * colleagues' scorecards the viewer may read: an interviewer sees them once theirs is in.
 */
export function ScorecardsPanel({ interviewId }: { interviewId: string }) {
  const { data, isLoading, error } = useQuery(interviewFeedbackQuery(interviewId))
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Scorecards</CardTitle>
        <CardDescription>
          Each interviewer rates the job's attributes from 1 to 4 and recommends. Colleagues' scorecards stay hidden
          from an interviewer until they submit their own.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {isLoading ? (
          <Skeleton className="h-32 w-full" />
        ) : error || !data ? (
          <p className="text-sm text-destructive">{error?.message ?? 'The scorecards could not be loaded.'}</p>
        ) : (
          <>
            <ul className="flex flex-wrap gap-3 text-sm" aria-label="Submitted">
              {data.interviewers.map((p) => (
                <li key={p.id} className="inline-flex items-center gap-1.5">
                  {p.submitted ? (
                    <BadgeCheck aria-hidden="true" className="size-4 text-emerald-600" />
                  ) : (
                    <CircleDashed aria-hidden="true" className="size-4 text-muted-foreground" />
                  )}
                  {p.name}
                  <span className="sr-only">{p.submitted ? ' has submitted' : ' has not submitted'}</span>
                </li>
              ))}
            </ul>
            {data.closed_reason && <p className="text-sm text-muted-foreground">{data.closed_reason}</p>}
            {data.can_submit && (
              <section aria-labelledby="my-scorecard" className="grid gap-3">
                <h3 id="my-scorecard" className="text-sm font-semibold">
                  {data.mine ? 'Your scorecard' : 'Your scorecard (not submitted yet)'}
                </h3>
                <ScorecardForm key={data.mine?.updated_at ?? 'new'} interviewId={interviewId} feedback={data} />
              </section>
            )}
            {!data.can_submit && data.mine && (
              <section className="grid gap-2">
                <h3 className="text-sm font-semibold">Your scorecard</h3>
                <ScorecardCard scorecard={data.mine} />
              </section>
            )}
            <section aria-labelledby="colleague-scorecards" className="grid gap-2">
              <h3 id="colleague-scorecards" className="text-sm font-semibold">
                {data.is_interviewer ? "Colleagues' scorecards" : 'Scorecards'}
              </h3>
              {data.hidden > 0 && (
                <p className="flex items-center gap-2 rounded-md border border-dashed p-3 text-sm text-muted-foreground">
                  <LockKeyhole aria-hidden="true" className="size-4" />
                  {data.hidden === 1 ? '1 scorecard is' : `${data.hidden} scorecards are`} hidden until you submit
                  yours.
                </p>
              )}
              {data.scorecards.length === 0 && data.hidden === 0 ? (
                <p className="text-sm text-muted-foreground">None submitted yet.</p>
              ) : (
                data.scorecards.map((s) => <ScorecardCard key={s.id} scorecard={s} />)
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  )
}
