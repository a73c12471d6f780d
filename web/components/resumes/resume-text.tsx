import * as React from 'react'
import { cn } from '@/lib/utils'

/** A field's place in the text: `text.slice(start, end)` is what it was read from. */
export type Highlight = { key: string; label: string; start: number; end: number; low: boolean }

type Piece = { text: string; mark?: Highlight }

/** Which mark keeps a span when marks overlap: the one being edited, then single fields, skills, entries. */
const rank = (m: Highlight, active: string | null) =>
  m.key === active ? 0 : !m.key.includes('.') && m.key !== 'skills' ? 1 : m.key === 'skills' ? 2 : 3

/** The text cut at the highlights; where marks overlap, the higher-ranked (then shorter) one is drawn. */
function pieces(text: string, marks: Highlight[], active: string | null): Piece[] {
  const chosen: Highlight[] = []
  const candidates = marks
    .filter((m) => m.end > m.start && m.start >= 0 && m.end <= text.length)
    .sort((a, b) => rank(a, active) - rank(b, active) || a.end - a.start - (b.end - b.start))
  for (const m of candidates) if (!chosen.some((c) => m.start < c.end && c.start < m.end)) chosen.push(m)
  chosen.sort((a, b) => a.start - b.start)
  const out: Piece[] = []
  let at = 0
  for (const mark of chosen) {
    if (mark.start > at) out.push({ text: text.slice(at, mark.start) })
    out.push({ text: text.slice(mark.start, mark.end), mark })
    at = mark.end
  }
  if (at < text.length) out.push({ text: text.slice(at) })
  return out
}

/**
 * The resume as the extractor read it, with the source of each field marked: low-confidence
 * ones in amber, the field being edited outlined and scrolled into view.
 */
export function ResumeText({
  text,
  highlights,
  active,
  className,
}: {
  text: string
  highlights: Highlight[]
  active: string | null
  className?: string
}) {
  const container = React.useRef<HTMLDivElement>(null)
  React.useEffect(() => {
    if (!active) return
    const el = container.current?.querySelector<HTMLElement>(`mark[data-key="${CSS.escape(active)}"]`)
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  }, [active])
  const parts = React.useMemo(() => pieces(text, highlights, active), [text, highlights, active])
  return (
    <div
      ref={container}
      data-slot="resume-text"
      className={cn(
        'overflow-auto rounded-md border bg-muted/30 p-4 font-mono text-[13px] leading-relaxed whitespace-pre-wrap break-words',
        className,
      )}
    >
      {parts.map((p, i) =>
        p.mark ? (
          <mark
            // Pieces are positions in one text that never reorders.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            data-key={p.mark.key}
            title={p.mark.label}
            className={cn(
              'rounded-sm px-0.5 text-inherit',
              p.mark.low ? 'bg-amber-200/80' : 'bg-emerald-100',
              active === p.mark.key && 'bg-sky-200 ring-2 ring-sky-500',
            )}
          >
            {p.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <React.Fragment key={i}>{p.text}</React.Fragment>
        ),
      )}
    </div>
  )
}
