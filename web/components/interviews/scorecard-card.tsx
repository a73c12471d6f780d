import { RATING_LABELS } from '@worker/resources/interviews/interview-states'
import type { Scorecard } from '@/lib/queries/interviews'
import { formatRelativeTime } from '@/lib/relative-time'
import { RecommendationBadge } from './interview-status-badge'

/** A rating as four pips (1–4), with its word for screen readers. */
export function RatingPips({ rating }: { rating: number }) {
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={`${rating} of 4, ${RATING_LABELS[rating as 1 | 2 | 3 | 4] ?? ''}`}
    >
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

/** One interviewer's submitted scorecard. */
export function ScorecardCard({ scorecard }: { scorecard: Scorecard }) {
  return (
    <article className="rounded-md border p-3" aria-label={`Scorecard of ${scorecard.author.name}`}>
      <header className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{scorecard.author.name}</span>
        {scorecard.recommendation && <RecommendationBadge value={scorecard.recommendation} />}
        <span className="ml-auto text-xs text-muted-foreground">{formatRelativeTime(scorecard.updated_at)}</span>
      </header>
      {scorecard.ratings.length > 0 && (
        <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {scorecard.ratings.map((r) => (
            <div key={r.key} className="flex items-center justify-between gap-2">
              <dt className="text-muted-foreground">{r.name}</dt>
              <dd>
                <RatingPips rating={r.rating} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <dl className="mt-2 grid gap-1 text-sm">
        {scorecard.strengths && (
          <div>
            <dt className="inline font-medium">Strengths: </dt>
            <dd className="inline">{scorecard.strengths}</dd>
          </div>
        )}
        {scorecard.concerns && (
          <div>
            <dt className="inline font-medium">Concerns: </dt>
            <dd className="inline">{scorecard.concerns}</dd>
          </div>
        )}
        {scorecard.notes && (
          <div>
            <dt className="inline font-medium">Notes: </dt>
            <dd className="inline">{scorecard.notes}</dd>
          </div>
        )}
      </dl>
    </article>
  )
}
