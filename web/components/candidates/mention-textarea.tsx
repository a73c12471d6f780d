import * as React from 'react'
import { Textarea } from '@/components/ui/textarea'
import type { EmployeeOption } from '@/lib/queries/candidates'
import { cn } from '@/lib/utils'

const QUERY = /(^|\s)@([\p{L}\p{N}._-]{0,40})$/u

/** The text with every picked `@Name` turned into the API's mention token `@[Name](employee-id)`. */
export function withMentionTokens(text: string, picked: Map<string, string>): string {
  let out = text
  for (const [name, id] of [...picked].sort((a, b) => b[0].length - a[0].length)) {
    out = out.replace(
      new RegExp(`@${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu'),
      `@[${name}](${id})`,
    )
  }
  return out
}

type Props = Omit<React.ComponentProps<'textarea'>, 'value' | 'onChange'> & {
  value: string
  onChange: (value: string) => void
  /** Colleagues to suggest; null = the list is not available to this user (plain text, @e-mail still works). */
  people: EmployeeOption[] | null
  onPick: (name: string, id: string) => void
}

/** A textarea that suggests colleagues after '@' (arrow keys, Enter or Tab to pick, Escape to close). */
export function MentionTextarea({ value, onChange, people, onPick, className, ...props }: Props) {
  const ref = React.useRef<HTMLTextAreaElement>(null)
  const [query, setQuery] = React.useState<string | null>(null)
  const [active, setActive] = React.useState(0)
  const listId = React.useId()
  const matches = React.useMemo(() => {
    if (query === null || !people) return []
    const q = query.toLowerCase()
    return people
      .filter((p) => p.label.toLowerCase().includes(q) || (p.email ?? '').toLowerCase().startsWith(q))
      .slice(0, 6)
  }, [query, people])
  const open = matches.length > 0
  // Where the caret goes once a picked name is in the value: set as the value commits (a layout
  // effect of the same discrete event), so keys typed right after the pick land after the name.
  const caretAfterPick = React.useRef<number | null>(null)
  React.useLayoutEffect(() => {
    const el = ref.current
    const at = caretAfterPick.current
    if (!el || at === null || el.value !== value) return
    caretAfterPick.current = null
    el.setSelectionRange(at, at)
  }, [value])

  const detect = (text: string, caret: number) => {
    const m = QUERY.exec(text.slice(0, caret))
    setQuery(m?.[2] ?? null)
    setActive(0)
  }
  const pick = (person: EmployeeOption) => {
    const el = ref.current
    if (!el) return
    const caret = el.selectionStart
    const before = value.slice(0, caret).replace(QUERY, (_m, space: string) => `${space}@${person.label} `)
    const next = before + value.slice(caret)
    caretAfterPick.current = before.length
    onChange(next)
    onPick(person.label, person.value)
    setQuery(null)
    el.focus()
  }
  return (
    <div className="relative">
      <Textarea
        ref={ref}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        className={className}
        value={value}
        onChange={(e) => {
          onChange(e.target.value)
          detect(e.target.value, e.target.selectionStart)
        }}
        onKeyDown={(e) => {
          if (!open) return
          const chosen = matches[active]
          if (e.key === 'ArrowDown') setActive((active + 1) % matches.length)
          else if (e.key === 'ArrowUp') setActive((active - 1 + matches.length) % matches.length)
          else if ((e.key === 'Enter' || e.key === 'Tab') && chosen) pick(chosen)
          else if (e.key === 'Escape') setQuery(null)
          else return
          e.preventDefault()
        }}
        onBlur={() => setTimeout(() => setQuery(null), 150)}
        {...props}
      />
      {/* The listbox of the combobox pattern: focus stays in the textarea (aria-activedescendant). */}
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-label="Colleagues"
          className="absolute z-20 mt-1 w-72 overflow-hidden rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {matches.map((p, i) => (
            <div
              key={p.value}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={cn(
                'cursor-pointer rounded-sm px-2 py-1.5 text-sm',
                i === active && 'bg-accent text-accent-foreground',
              )}
              onMouseDown={(e) => {
                e.preventDefault()
                pick(p)
              }}
              onMouseEnter={() => setActive(i)}
            >
              <span className="font-medium">{p.label}</span>
              {(p.designation || p.email) && (
                <span className="block text-xs text-muted-foreground">{p.designation ?? p.email}</span>
              )}
            </div>
          ))}
        </div>
      )}
    </div>
  )
}
