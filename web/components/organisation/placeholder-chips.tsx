import type { PlaceholderInfo } from '@/lib/queries/email-templates'
import { cn } from '@/lib/utils'

/** The template's placeholders as chips: a click inserts the token where the cursor was. */
export function PlaceholderChips({
  placeholders,
  used,
  onInsert,
}: {
  placeholders: PlaceholderInfo[]
  used: string[]
  onInsert: (token: string) => void
}) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">Placeholders</p>
      <p className="text-xs text-muted-foreground">
        Click to insert at the cursor in the subject or the body. Required ones are marked with *.
      </p>
      <ul className="flex flex-wrap gap-1.5" aria-label="Placeholders">
        {placeholders.map((p) => (
          <li key={p.name}>
            <button
              type="button"
              title={`${p.label} (${p.type}), e.g. ${p.sample}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onInsert(p.token)}
              className={cn(
                'rounded-full border px-2.5 py-0.5 font-mono text-xs transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                used.includes(p.name) ? 'border-primary/40 bg-primary/10 text-primary' : 'bg-background',
                p.required && !used.includes(p.name) && 'border-amber-400 bg-amber-50 text-amber-900',
              )}
            >
              {p.token}
              {p.required && ' *'}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
