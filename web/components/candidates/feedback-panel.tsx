import { useQuery } from '@tanstack/react-query'
import { Star } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Skeleton } from '@/components/ui/skeleton'
import { type Feedback, feedbackQuery } from '@/lib/queries/candidates'
import { formatRelativeTime } from '@/lib/relative-time'

const RECOMMENDATION: Record<NonNullable<Feedback['recommendation']>, { label: string; tone: string }> = {
  strong_yes: { label: 'Strong yes', tone: 'border-emerald-300 bg-emerald-50 text-emerald-800' },
  yes: { label: 'Yes', tone: 'border-emerald-200 bg-emerald-50 text-emerald-700' },
  no: { label: 'No', tone: 'border-red-200 bg-red-50 text-red-700' },
  strong_no: { label: 'Strong no', tone: 'border-red-300 bg-red-50 text-red-800' },
}

/** A scorecard rating (1–4) as four pips. */
function Pips({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} of 4`}>
      {[1, 2, 3, 4].map((i) => (
        <span
          key={i}
          aria-hidden="true"
          className={i <= rating ? 'size-2.5 rounded-full bg-primary' : 'size-2.5 rounded-full bg-muted-foreground/25'}
        />
      ))}
    </span>
  )
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={i <= rating ? 'size-3.5 fill-amber-400 text-amber-400' : 'size-3.5 text-muted-foreground/40'}
        />
      ))}
    </span>
  )
}

/**
 * Interviewers' scorecards (each attribute rated 1–4, a recommendation, strengths and concerns)
 * and the candidate's own feedback. Scorecards of an interview the viewer is on stay hidden until
 * the viewer has submitted theirs (docs/interviews.md).
 */
export function FeedbackPanel({ candidateId }: { candidateId: string }) {
  const feedback = useQuery(feedbackQuery(candidateId))
  if (feedback.isLoading) return <Skeleton className="h-20 w-full" />
  const data = feedback.data
  const hidden = data?.hidden ? (
    <p className="flex items-center gap-2 rounded-md border border-dashed p-3 text-sm text-muted-foreground">
      {data.hidden === 1 ? '1 scorecard is' : `${data.hidden} scorecards are`} hidden until you submit your own on the
      same interview.
    </p>
  ) : null
  if (!data?.rows.length)
    return (
      hidden ?? (
        <p className="text-sm text-muted-foreground">
          No feedback yet. It appears here once interviewers review the candidate.
        </p>
      )
    )
  return (
    <div className="grid gap-4">
      {hidden}
      <ul className="grid gap-3" aria-label="Feedback">
        {data.rows.map((f) => (
          <li key={f.id} className="rounded-md border p-3">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium">{f.author.name}</span>
              {f.interview?.title && <span className="text-muted-foreground">· {f.interview.title}</span>}
              {f.rating !== null && !f.ratings?.length && <Stars rating={f.rating} />}
              {f.recommendation && (
                <Badge variant="outline" className={RECOMMENDATION[f.recommendation].tone}>
                  {RECOMMENDATION[f.recommendation].label}
                </Badge>
              )}
              <span className="ml-auto text-xs text-muted-foreground">{formatRelativeTime(f.created_at)}</span>
            </div>
            {!!f.ratings?.length && (
              <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2" aria-label="Ratings">
                {f.ratings.map((r) => (
                  <div key={r.key} className="flex items-center justify-between gap-2">
                    <dt className="text-muted-foreground">{r.name}</dt>
                    <dd>
                      <Pips rating={r.rating} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            <dl className="mt-2 grid gap-1 text-sm">
              {f.strengths && (
                <div>
                  <dt className="inline font-medium">Strengths: </dt>
                  <dd className="inline">{f.strengths}</dd>
                </div>
              )}
              {f.concerns && (
                <div>
                  <dt className="inline font-medium">Concerns: </dt>
                  <dd className="inline">{f.concerns}</dd>
                </div>
              )}
              {f.notes && <dd className="text-muted-foreground">{f.notes}</dd>}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  )
}
