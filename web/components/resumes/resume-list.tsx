import { TriangleAlert, Users } from 'lucide-react'
import { Checkbox } from '@/components/ui/checkbox'
import type { ResumeRecord } from '@/lib/queries/resumes'
import { cn } from '@/lib/utils'
import { ResumeStatusBadge } from './resume-status-badge'

/**
 * The records: who each resume is about (once read), its state, how many values to check and
 * whether the person is already on file. Ready records can be ticked for "Save selected".
 */
export function ResumeList({
  rows,
  selected,
  onSelect,
  checked,
  onCheck,
  edited,
}: {
  rows: ResumeRecord[]
  selected: string | null
  onSelect: (id: string) => void
  checked: Set<string>
  onCheck?: (id: string, on: boolean) => void
  edited: Set<string>
}) {
  return (
    <ul aria-label="Resumes" className="divide-y rounded-md border">
      {rows.map((r) => {
        const ready = r.status === 'extracted'
        const name = r.person?.name || r.file_name
        return (
          <li
            key={r.id}
            data-slot="resume-row"
            data-resume={r.id}
            className={cn('flex items-start gap-3 px-3 py-2.5', selected === r.id && 'bg-accent')}
          >
            {onCheck && (
              <Checkbox
                className="mt-1"
                checked={checked.has(r.id)}
                disabled={!ready}
                aria-label={`Select ${name}`}
                onCheckedChange={(v) => onCheck(r.id, v === true)}
              />
            )}
            <button
              type="button"
              onClick={() => onSelect(r.id)}
              aria-current={selected === r.id ? 'true' : undefined}
              className="grid min-w-0 flex-1 gap-1 rounded-sm text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex min-w-0 items-center gap-2">
                <span className="truncate font-medium">{name}</span>
                {edited.has(r.id) && <span className="text-xs text-muted-foreground">(edited)</span>}
              </span>
              <span className="truncate text-xs text-muted-foreground">
                {[r.person?.current_title, r.person?.email, r.person ? r.file_name : null]
                  .filter(Boolean)
                  .join(' · ') ||
                  r.error ||
                  'Not read yet'}
              </span>
              <span className="flex flex-wrap items-center gap-1.5">
                <ResumeStatusBadge status={r.status} />
                {ready && r.low_confidence > 0 && (
                  <span className="inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                    <TriangleAlert aria-hidden="true" className="size-3" />
                    {r.low_confidence} to check
                  </span>
                )}
                {r.duplicate && (
                  <span className="inline-flex items-center gap-1 rounded bg-orange-100 px-1.5 py-0.5 text-xs text-orange-900">
                    <Users aria-hidden="true" className="size-3" />
                    On file: {r.duplicate.existing.name}
                  </span>
                )}
                {r.candidate && <span className="text-xs text-muted-foreground">→ {r.candidate.name}</span>}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
