import { AUDIT_ACTOR_LABELS } from '@worker/resources/audit-logs/audit-logs.schema'
import { Building2, Headset, Monitor, User, Workflow } from 'lucide-react'
import { type Column, DataTable, type PageData } from '@/components/layout/data-table'
import { Badge } from '@/components/ui/badge'
import type { AdminAuditEntry, AuditEntry } from '@/lib/queries/audit-logs'
import { describeUserAgent } from './user-agent'

type Entry = AuditEntry | AdminAuditEntry

/** When, in the viewer's own time zone (the browser's), with the zone named: an audit trail is read across offices. */
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const ZONE = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' })
const zoneOf = (date: Date) => ZONE.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? ''

function When({ at }: { at: string }) {
  const date = new Date(at)
  return (
    <time dateTime={at} className="text-sm whitespace-nowrap tabular-nums">
      {WHEN.format(date)} <span className="text-xs text-muted-foreground">{zoneOf(date)}</span>
    </time>
  )
}

const ACTOR_ICONS = { support: Headset, staff: User, system: Workflow } as const

function Who({ entry }: { entry: Entry }) {
  const { actor } = entry
  const Icon = ACTOR_ICONS[actor.kind]
  return (
    <div className="min-w-0 space-y-0.5">
      <p className="flex items-center gap-1.5 font-medium">
        <Icon aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
        <span className="truncate">{actor.name}</span>
      </p>
      <p className="text-xs text-muted-foreground">
        {actor.kind === 'staff' ? (actor.email ?? AUDIT_ACTOR_LABELS.staff) : AUDIT_ACTOR_LABELS[actor.kind]}
        {actor.kind === 'support' && actor.email ? ` · ${actor.email}` : ''}
      </p>
      {entry.signed_in_as && <p className="text-xs text-muted-foreground">Signed in as {entry.signed_in_as.name}</p>}
    </div>
  )
}

function What({ entry }: { entry: Entry }) {
  return (
    <div className="min-w-0 space-y-1">
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge variant={entry.group === 'Support access' ? 'default' : 'secondary'}>{entry.label}</Badge>
      </div>
      <p className="text-sm whitespace-normal">{entry.summary}</p>
      {entry.lines.map((line) => (
        <p key={line} className="text-xs whitespace-normal text-muted-foreground">
          {line}
        </p>
      ))}
    </div>
  )
}

function From({ entry }: { entry: Entry }) {
  const browser = describeUserAgent(entry.user_agent)
  if (!entry.ip && !browser) return <span className="text-muted-foreground">—</span>
  return (
    <div className="space-y-0.5 text-sm">
      {entry.ip && <p className="font-mono text-xs">{entry.ip}</p>}
      {browser && (
        <p className="flex items-center gap-1 text-xs text-muted-foreground" title={entry.user_agent ?? undefined}>
          <Monitor aria-hidden="true" className="size-3 shrink-0" />
          {browser}
        </p>
      )}
    </div>
  )
}

/** The log: when, who, what, from where; the console adds each entry's business. */
export function AuditLogTable({
  data,
  isLoading,
  onPageChange,
  filtered,
  showBusiness,
}: {
  data: PageData<Entry> | undefined
  isLoading: boolean
  onPageChange: (page: number) => void
  filtered: boolean
  showBusiness?: boolean
}) {
  const columns: Column<Entry>[] = [
    { id: 'what', header: 'What', cell: (e) => <What entry={e} />, card: 'title' },
    { id: 'when', header: 'When', cell: (e) => <When at={e.created_at} /> },
    { id: 'who', header: 'Who', cell: (e) => <Who entry={e} /> },
    ...(showBusiness
      ? [
          {
            id: 'business',
            header: 'Business',
            cell: (e: Entry) =>
              e.business ? (
                <span className="flex items-center gap-1.5">
                  <Building2 aria-hidden="true" className="size-3.5 text-muted-foreground" />
                  {e.business.name}
                </span>
              ) : (
                '—'
              ),
          },
        ]
      : []),
    { id: 'from', header: 'IP and browser', cell: (e) => <From entry={e} /> },
  ]
  return (
    <DataTable
      caption="Audit log"
      columns={columns}
      data={data}
      isLoading={isLoading}
      onPageChange={onPageChange}
      empty={
        filtered
          ? { title: 'Nothing matches these filters', description: 'Try other dates, another action or everyone.' }
          : {
              title: 'Nothing recorded yet',
              description: 'Support sign-ins, changes to accounts and roles, and exports appear here.',
            }
      }
    />
  )
}
