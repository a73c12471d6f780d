import { cn } from '@/lib/utils'

/** The questions at a glance: which is open, which are answered; each jumps to its question. */
export function QuestionPalette({
  questions,
  current,
  answered,
  onPick,
}: {
  questions: { id: string; position: number; type: string }[]
  current: string | null
  answered: (id: string) => boolean
  onPick: (id: string) => void
}) {
  return (
    <nav aria-label="Questions" className="grid gap-2">
      <ol className="grid grid-cols-5 gap-2">
        {questions.map((q, i) => {
          const done = answered(q.id)
          const active = q.id === current
          return (
            <li key={q.id}>
              <button
                type="button"
                onClick={() => onPick(q.id)}
                aria-current={active ? 'step' : undefined}
                aria-label={`Question ${i + 1}${done ? ', answered' : ', not answered'}`}
                className={cn(
                  'grid size-9 place-items-center rounded-md border text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  done ? 'border-primary bg-primary/10 text-primary' : 'bg-background text-muted-foreground',
                  active && 'ring-2 ring-primary',
                )}
              >
                {i + 1}
              </button>
            </li>
          )
        })}
      </ol>
      <p className="text-xs text-muted-foreground">
        <span className="mr-1 inline-block size-2.5 rounded-sm border border-primary bg-primary/10 align-middle" />
        answered
      </p>
    </nav>
  )
}
