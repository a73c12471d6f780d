import { useQuery } from '@tanstack/react-query'
import { ANALYTICS_CARDS } from '@worker/resources/analytics/analytics.schema'
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { type AnalyticsSearch, analyticsQuery } from '@/lib/queries/analytics'
import { cn } from '@/lib/utils'
import { formatValue, rangeLabel } from './format'

const change = new Intl.NumberFormat(undefined, {
  style: 'percent',
  maximumFractionDigits: 0,
  signDisplay: 'exceptZero',
})

/** The headline figures of the range, each with its change against the period of the same length before it. */
export function HeadlineCards({ filters }: { filters: AnalyticsSearch }) {
  const stats = useQuery(analyticsQuery('hiring-average-stats', filters))
  if (stats.isPending)
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ANALYTICS_CARDS.map((c) => (
          <Skeleton key={c.key} className="h-28" />
        ))}
      </div>
    )
  if (stats.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        The headline figures could not be loaded: {stats.error.message}
      </p>
    )
  const { range, cards } = stats.data
  const before = rangeLabel(range.previous_start_date, range.previous_end_date)
  return (
    <section aria-label="Headline figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => {
        const meta = ANALYTICS_CARDS.find((c) => c.key === card.key)
        const format = meta?.format ?? 'count'
        const good = !card.change ? null : card.change > 0 === (meta?.better !== 'down')
        const Icon = !card.change ? Minus : card.change > 0 ? ArrowUpRight : ArrowDownRight
        return (
          <Card key={card.key} data-card={card.key} className="gap-2 py-4">
            <CardHeader className="px-4">
              <CardDescription>{card.label}</CardDescription>
              <CardTitle className="text-2xl tabular-nums">{formatValue(card.current, format)}</CardTitle>
            </CardHeader>
            <CardContent className="px-4 text-xs text-muted-foreground">
              {card.change === null ? (
                // No percentage against nothing: say what the period before held instead.
                <span>
                  {card.previous === null ? 'No figure' : formatValue(card.previous, format)} in {before}
                </span>
              ) : (
                <>
                  <span
                    className={cn(
                      'inline-flex items-center gap-0.5 font-medium',
                      good === true && 'text-green-700 dark:text-green-400',
                      good === false && 'text-red-700 dark:text-red-400',
                    )}
                  >
                    <Icon aria-hidden className="size-3.5" />
                    {change.format(card.change)}
                  </span>{' '}
                  <span>
                    against {formatValue(card.previous, format)} in {before}
                  </span>
                </>
              )}
            </CardContent>
          </Card>
        )
      })}
    </section>
  )
}
