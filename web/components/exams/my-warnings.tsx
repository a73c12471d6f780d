/**
 * After the exam, the candidate's own warnings and a note for the reviewer (docs/proctoring.md):
 * what was noted and when, and room to explain it. Warnings never fail anyone by themselves.
 */
import { useQuery } from '@tanstack/react-query'
import { candidateNoteInput, WARNING_KIND_LABELS } from '@worker/resources/interviews/proctoring.schema'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { myWarningsQuery, useIntegrityNote } from '@/lib/queries/exams'

const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' })

export function MyWarnings({ id }: { id: string }) {
  const warnings = useQuery(myWarningsQuery(id))
  const save = useIntegrityNote(id)
  const [note, setNote] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  if (!warnings.data) return null
  const w = warnings.data
  const value = note ?? w.note ?? ''
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">During the exam</CardTitle>
        <CardDescription>
          {w.count
            ? `${w.count} moment${w.count === 1 ? ' was' : 's were'} noted for the hiring team. A person reviews them; they do not fail you by themselves.`
            : 'Nothing was noted: thank you.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {w.count > 0 && (
          <ul className="grid gap-1" aria-label="Noted during the exam">
            {w.warnings.map((x) => (
              <li key={x.id}>
                {time.format(new Date(x.occurred_at))}: {WARNING_KIND_LABELS[x.kind]}
              </li>
            ))}
          </ul>
        )}
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            const parsed = candidateNoteInput.safeParse({ note: value })
            if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please enter Note')
            setError(null)
            save.mutate(parsed.data.note)
          }}
        >
          <Label htmlFor="integrity-note">A note for the hiring team (optional)</Label>
          <Textarea id="integrity-note" rows={3} value={value} onChange={(e) => setNote(e.target.value)} />
          {error && (
            <p role="alert" className="text-red-700">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" variant="outline" disabled={save.isPending}>
              Save the note
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
