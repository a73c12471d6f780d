import { Check, X } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import type { MatchExplanation } from '@/lib/queries/matching'
import { cn } from '@/lib/utils'

/** Score bands: what a number means at a glance (the reasons say why). */
export function scoreBand(score: number): { label: string; className: string } {
  if (score >= 75)
    return {
      label: 'Strong match',
      className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
    }
  if (score >= 55)
    return { label: 'Good match', className: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100' }
  if (score >= 35)
    return { label: 'Partial match', className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100' }
  return { label: 'Weak match', className: 'bg-muted text-muted-foreground' }
}

/** The score as a pill: "87 · Strong match" (the band in words for screen readers too). */
export function MatchScore({ score, className }: { score: number; className?: string }) {
  const band = scoreBand(score)
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-baseline gap-1 rounded-md px-2 py-1 text-sm font-semibold tabular-nums',
        band.className,
        className,
      )}
      title={band.label}
    >
      {score}
      <span className="text-xs font-normal">/ 100</span>
      <span className="sr-only">, {band.label}</span>
    </span>
  )
}

/** A reason about skills: the chips say it (with synonyms and what is missing), so the full view leaves it out. */
const isSkillReason = (r: string) => /^(?:Has \d+ of \d+ skills|Missing )/.test(r)

/** Why a candidate fits a job: the skills matched and missing (full view), then the other reasons. */
export function MatchReasons({ explanation, compact = false }: { explanation: MatchExplanation; compact?: boolean }) {
  const { skills, reasons } = explanation
  const total = skills.matched.length + skills.missing.length
  const showChips = !compact && total > 0
  const shown = compact ? reasons.slice(0, 3) : reasons.filter((r) => !showChips || !isSkillReason(r))
  return (
    <div className="grid gap-1.5 text-sm">
      {showChips && (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-muted-foreground">
            {skills.matched.length} of {total} skills:
          </span>
          <ul className="contents" aria-label="Skills">
            {skills.matched.map((m) => (
              <li key={m.skill}>
                <Badge
                  variant="secondary"
                  title={m.via === 'resume' ? 'Mentioned in the resume, not listed as a skill' : undefined}
                >
                  <Check aria-hidden="true" />
                  {m.skill}
                  {m.as && <span className="font-normal text-muted-foreground">as {m.as}</span>}
                  {m.via === 'resume' && <span className="font-normal text-muted-foreground">(resume)</span>}
                  <span className="sr-only">: has it</span>
                </Badge>
              </li>
            ))}
            {skills.missing.map((s) => (
              <li key={s}>
                <Badge variant="outline" className="text-muted-foreground">
                  <X aria-hidden="true" />
                  {s}
                  <span className="sr-only">: missing</span>
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ul className="grid gap-0.5" aria-label="Why they match">
        {shown.map((r) => (
          <li key={r} className="text-muted-foreground">
            {r}
          </li>
        ))}
      </ul>
    </div>
  )
}
