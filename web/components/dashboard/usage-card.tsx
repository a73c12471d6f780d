import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import type { ApiUsage, UsageItem } from '@/lib/queries/dashboard'
import { cn } from '@/lib/utils'

const number = new Intl.NumberFormat()
const monthOf = (period: string) =>
  new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-01T00:00:00Z`),
  )

function Meter({ label, item }: { label: string; item: UsageItem }) {
  const share = item.limit ? Math.min(1, item.used / item.limit) : 0
  const tone = share >= 1 ? 'bg-destructive' : share >= 0.8 ? 'bg-amber-500' : 'bg-primary'
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span>{label}</span>
        <span className="tabular-nums text-muted-foreground">
          <span className="font-medium text-foreground">{number.format(item.used)}</span>
          {item.limit === null ? ' · no limit' : ` of ${number.format(item.limit)}`}
        </span>
      </div>
      {item.limit !== null && (
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={item.limit}
          aria-valuenow={Math.min(item.used, item.limit)}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className={cn('h-full rounded-full transition-[width]', tone)} style={{ width: `${share * 100}%` }} />
        </div>
      )}
    </div>
  )
}

/** This month's AI extractions and e-mails, and the business's size, against the plan's limits. */
export function UsageCard({ usage }: { usage: ApiUsage }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plan usage</CardTitle>
        <CardDescription>
          {usage.plan.name} plan · {monthOf(usage.period)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Meter label="AI resume extractions this month" item={usage.ai_extraction} />
        <Meter label="E-mails sent this month" item={usage.email} />
        <Meter label="Jobs (drafts, open and on hold)" item={usage.jobs} />
        <Meter label="Candidates" item={usage.candidates} />
        <Meter label="Active employees" item={usage.employees} />
      </CardContent>
    </Card>
  )
}
