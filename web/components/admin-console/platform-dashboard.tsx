import { useQuery } from '@tanstack/react-query'
import { formatMoney } from '@worker/lib/money'
import { dashboardRange, defaultRange } from '@worker/resources/dashboard/admin-dashboard.schema'
import { ArrowDownRight, ArrowUpRight, Briefcase, Building2, CreditCard, UserPlus, Users } from 'lucide-react'
import * as React from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import {
  type PlatformDashboard as Data,
  type Flow,
  platformDashboardQuery,
  type Range,
} from '@/lib/queries/admin-dashboard'
import { cn } from '@/lib/utils'

// Chart.js arrives with the charts, after the figures.
const charts = () => import('./platform-charts')
const JobsApplicationsChart = React.lazy(() => charts().then((m) => ({ default: m.JobsApplicationsChart })))
const OffersChart = React.lazy(() => charts().then((m) => ({ default: m.OffersChart })))
const CandidatesPerBusinessChart = React.lazy(() => charts().then((m) => ({ default: m.CandidatesPerBusinessChart })))
const BusinessStatusChart = React.lazy(() => charts().then((m) => ({ default: m.BusinessStatusChart })))

const number = new Intl.NumberFormat()

/** "+12% on the previous period" (or "new" when there was nothing before). */
function Change({ flow }: { flow: { current: number; previous: number } }) {
  const { current, previous } = flow
  if (previous === current) return <span className="text-muted-foreground">Same as the previous period</span>
  const up = current >= previous
  const text =
    previous === 0
      ? 'new this period'
      : `${up ? '+' : '−'}${Math.abs(Math.round(((current - previous) / previous) * 100))}% on the previous period`
  const Icon = up ? ArrowUpRight : ArrowDownRight
  return (
    <span className={cn('inline-flex items-center gap-1', up ? 'text-emerald-700' : 'text-red-700')}>
      <Icon aria-hidden="true" className="size-3.5" />
      {text}
    </span>
  )
}

function Stat({
  title,
  value,
  icon: Icon,
  children,
}: {
  title: string
  value: React.ReactNode
  icon: typeof Users
  children?: React.ReactNode
}) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardDescription className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-4 text-primary" />
          {title}
        </CardDescription>
        <CardTitle className="text-2xl tabular-nums">{value}</CardTitle>
      </CardHeader>
      <CardContent className="text-xs">{children}</CardContent>
    </Card>
  )
}

const flowStat = (f: Flow) => (
  <>
    <Change flow={f} /> · {number.format(f.total)} in all
  </>
)

function Figures({ data }: { data: Data }) {
  const s = data.stats
  const revenue = s.revenue.length ? s.revenue : [{ currency: 'USD', current_cents: 0, previous_cents: 0 }]
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
      <Stat
        title="Revenue"
        value={revenue.map((r) => formatMoney(r.current_cents, r.currency)).join(' + ')}
        icon={CreditCard}
      >
        <Change flow={{ current: revenue[0]!.current_cents, previous: revenue[0]!.previous_cents }} />
      </Stat>
      <Stat title="New businesses" value={number.format(s.new_businesses.current)} icon={Building2}>
        <Change flow={s.new_businesses} /> · {s.businesses_by_status.active} active, {s.paying_businesses} paying
      </Stat>
      <Stat title="New users" value={number.format(s.users.current)} icon={Users}>
        {flowStat(s.users)}
      </Stat>
      <Stat title="New candidates" value={number.format(s.candidates.current)} icon={UserPlus}>
        {flowStat(s.candidates)}
      </Stat>
      <Stat title="New jobs" value={number.format(s.jobs.current)} icon={Briefcase}>
        {flowStat(s.jobs)} · {s.active_plans} plans on sale
      </Stat>
    </div>
  )
}

function ChartCard({
  title,
  description,
  children,
  className,
}: {
  title: string
  description: string
  children: React.ReactNode
  className?: string
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <React.Suspense fallback={<Skeleton className="h-72 w-full" />}>{children}</React.Suspense>
      </CardContent>
    </Card>
  )
}

/** Start and end date inputs; a range the API would refuse is shown, not sent. */
function RangePicker({ value, onChange }: { value: Range; onChange: (r: Range) => void }) {
  const [draft, setDraft] = React.useState(value)
  const check = dashboardRange.safeParse(draft)
  const problem = check.success ? null : check.error.issues[0]?.message
  React.useEffect(() => {
    if (check.success && (draft.start_date !== value.start_date || draft.end_date !== value.end_date)) onChange(draft)
  }, [draft, check.success, value, onChange])
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <Label htmlFor="dash-start">From</Label>
        <Input
          id="dash-start"
          type="date"
          className="h-8"
          value={draft.start_date}
          max={draft.end_date}
          onChange={(e) => e.target.value && setDraft((d) => ({ ...d, start_date: e.target.value }))}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="dash-end">To</Label>
        <Input
          id="dash-end"
          type="date"
          className="h-8"
          value={draft.end_date}
          min={draft.start_date}
          onChange={(e) => e.target.value && setDraft((d) => ({ ...d, end_date: e.target.value }))}
        />
      </div>
      {problem && (
        <p role="alert" className="w-full text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  )
}

/** The platform admin's dashboard (main host): figures and charts for a date range. */
export function PlatformDashboard() {
  const [range, setRange] = React.useState<Range>(() => defaultRange())
  const { data, isLoading, isError, error } = useQuery(platformDashboardQuery(range))
  const onChange = React.useCallback((r: Range) => setRange(r), [])
  return (
    <>
      <PageHeader
        title="Platform dashboard"
        description={`Businesses, people and revenue from ${range.start_date} to ${range.end_date}, compared with the period before.`}
        actions={<RangePicker value={range} onChange={onChange} />}
      />
      {isLoading || !data ? (
        isError ? (
          <EmptyState title="The dashboard could not be loaded" description={error.message} />
        ) : (
          <LoadingState rows={4} columns={5} label="Loading the dashboard…" />
        )
      ) : (
        <div className="grid gap-6">
          <Figures data={data} />
          <div className="grid gap-6 lg:grid-cols-3">
            <ChartCard
              className="lg:col-span-2"
              title="Jobs and applications"
              description={`Jobs created and candidates added per ${data.jobs_and_applications.interval}.`}
            >
              <JobsApplicationsChart series={data.jobs_and_applications} />
            </ChartCard>
            <ChartCard
              title="Businesses by status"
              description={`${data.stats.total_businesses} businesses on the platform.`}
            >
              <BusinessStatusChart statuses={data.stats.businesses_by_status} />
            </ChartCard>
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <ChartCard title="Offer letters per business" description="Offers made in the period, by status.">
              <OffersChart offers={data.offers_per_business} />
            </ChartCard>
            <ChartCard title="Candidates per business" description="Candidates added in the period (top 10).">
              <CandidatesPerBusinessChart rows={data.candidates_per_business.businesses} />
            </ChartCard>
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Average business</CardTitle>
              <CardDescription>
                Per business in the period, across {data.business_average.businesses} businesses.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              {(
                [
                  ['Jobs created', data.business_average.averages.jobs],
                  ['Candidates added', data.business_average.averages.candidates],
                  ['Hires', data.business_average.averages.hires],
                  ['Team members', data.business_average.averages.employees],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <p className="text-2xl font-semibold tabular-nums">{number.format(value)}</p>
                  <p className="text-sm text-muted-foreground">{label}</p>
                </div>
              ))}
            </CardContent>
          </Card>
        </div>
      )}
    </>
  )
}
