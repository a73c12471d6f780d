import { Briefcase, CalendarClock, ListChecks, type LucideIcon, UserCog, Users } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import type { DashboardStats } from '@/lib/queries/dashboard'

type Stat = {
  key: keyof DashboardStats
  label: string
  icon: LucideIcon
  delta?: { key: keyof DashboardStats; text: string }
  detail?: (s: DashboardStats) => string
}

const STATS: Stat[] = [
  {
    key: 'total_candidates',
    label: 'Candidates',
    icon: Users,
    delta: { key: 'total_candidates_last_week', text: 'new in the last 7 days' },
  },
  {
    key: 'jobs_active',
    label: 'Open jobs',
    icon: Briefcase,
    delta: { key: 'total_jobs_last_week', text: 'jobs created in the last 7 days' },
  },
  {
    key: 'total_shortlisted',
    label: 'Shortlisted',
    icon: ListChecks,
    delta: { key: 'total_shortlisted_last_week', text: 'shortlisted in the last 7 days' },
  },
  {
    key: 'total_interviews',
    label: 'Interviews',
    icon: CalendarClock,
    delta: { key: 'total_interviews_last_week', text: 'added in the last 7 days' },
    detail: (s) =>
      `${s.total_completed_interviews ?? 0} completed · ${s.total_running_interviews ?? 0} upcoming or running`,
  },
  { key: 'total_employees', label: 'Active employees', icon: UserCog },
]

const number = new Intl.NumberFormat()

/** The headline figures with their last-7-days deltas; a figure the caller may not see is not shown. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const visible = STATS.filter((s) => typeof stats[s.key] === 'number')
  if (!visible.length) return null
  return (
    <section aria-label="Key figures" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-5">
      {visible.map(({ key, label, icon: Icon, delta, detail }) => {
        const change = delta ? (stats[delta.key] as number | null) : null
        return (
          <Card key={key} className="gap-3 py-4 sm:py-5">
            <CardHeader className="px-4 sm:px-5">
              <CardDescription className="flex items-center justify-between gap-2">
                <span id={`stat-${key}`}>{label}</span>
                <Icon aria-hidden="true" className="size-4 text-primary" />
              </CardDescription>
              <CardTitle className="text-3xl tabular-nums" aria-labelledby={`stat-${key}`} data-stat={key}>
                {number.format(stats[key] as number)}
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-1 px-4 text-xs text-muted-foreground sm:px-5">
              {change !== null && (
                <p>
                  <span className={change > 0 ? 'font-medium text-emerald-700' : undefined} data-stat={delta!.key}>
                    +{number.format(change)}
                  </span>{' '}
                  {delta!.text}
                </p>
              )}
              {detail && <p>{detail(stats)}</p>}
            </CardContent>
          </Card>
        )
      })}
    </section>
  )
}
