import { useQuery } from '@tanstack/react-query'
import { mergeDecision } from '@worker/resources/resumes/merge'
import { candidateDraft } from '@worker/resources/resumes/resume-candidate'
import { MERGEABLE_FIELD_LABELS, MERGEABLE_FIELDS, type MergeableField } from '@worker/resources/resumes/resumes.schema'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { api } from '@/lib/api'
import { type CandidateInput, candidateQuery } from '@/lib/queries/candidates'
import { type ResumeDetail, useSaveToCandidate } from '@/lib/queries/resumes'
import { notify } from '@/lib/toast'
import { useDebounced } from '@/lib/use-debounced'
import { correctionsOf } from './review-form'

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '—'
  if (Array.isArray(v))
    return v
      .map((x) => (typeof x === 'object' && x ? Object.values(x).filter(Boolean).join(', ') : String(x)))
      .join('; ')
  return String(v)
}

/** Find someone already on file by name, e-mail or phone. */
function CandidatePicker({ onPick }: { onPick: (id: string) => void }) {
  const [text, setText] = React.useState('')
  const search = useDebounced(text.trim(), 250)
  const found = useQuery({
    queryKey: ['candidates', 'list', { search, limit: 6 }],
    queryFn: () => api.get('/wildcard/candidates', { query: { search, limit: 6 } }),
    enabled: search.length >= 2,
  })
  return (
    <div className="grid gap-2">
      <label htmlFor="attach-search" className="text-sm font-medium">
        Candidate
      </label>
      <Input
        id="attach-search"
        placeholder="Name, e-mail or phone"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
      {search.length >= 2 && (
        <ul className="max-h-56 divide-y overflow-auto rounded-md border">
          {(found.data?.rows ?? []).map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="w-full px-3 py-2 text-left text-sm hover:bg-accent"
                onClick={() => onPick(c.id)}
              >
                <span className="font-medium">{c.name}</span> <span className="text-muted-foreground">{c.email}</span>
              </button>
            </li>
          ))}
          {found.data && !found.data.rows.length && (
            <li className="px-3 py-2 text-sm text-muted-foreground">No candidate matches.</li>
          )}
        </ul>
      )}
    </div>
  )
}

/**
 * Attach a reviewed resume to someone already on file: their empty fields are filled, and for
 * each field that differs the recruiter chooses whether the resume's value replaces theirs.
 * The file becomes their resume.
 */
export function AttachDialog({
  record,
  values,
  candidateId,
  jobId,
  onClose,
}: {
  record: ResumeDetail
  values: CandidateInput
  candidateId?: string
  jobId: string | null
  onClose: () => void
}) {
  const [chosen, setChosen] = React.useState<string | undefined>(candidateId)
  const [overwrite, setOverwrite] = React.useState<MergeableField[]>([])
  const candidate = useQuery({ ...candidateQuery(chosen ?? ''), enabled: !!chosen })
  const save = useSaveToCandidate()
  const fields = record.fields
  const incoming = React.useMemo(() => {
    const draft = fields ? candidateDraft(fields).draft : null
    return { ...values, education: draft?.education ?? [], experience: draft?.experience ?? [] } as Record<
      MergeableField,
      unknown
    >
  }, [fields, values])
  const rows = candidate.data
    ? MERGEABLE_FIELDS.map((field) => {
        const current = (candidate.data as unknown as Record<MergeableField, unknown>)[field]
        return { field, current, resume: incoming[field], decision: mergeDecision(field, current, incoming[field]) }
      }).filter((r) => r.decision === 'fill' || r.decision === 'conflict')
    : []

  const submit = () => {
    if (!chosen) return
    save.mutate(
      {
        candidateId: chosen,
        resume_id: record.id,
        fields: correctionsOf(values),
        overwrite,
        opportunity_id: jobId,
      },
      {
        onSuccess: (result) => {
          notify.success(result.message)
          onClose()
        },
        onError: (error) => notify.error(error.message),
      },
    )
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Attach {record.file_name} to a candidate</DialogTitle>
          <DialogDescription>
            Their empty fields are filled from the resume and the file becomes their resume. Where a field differs,
            their value stays unless you tick it.
          </DialogDescription>
        </DialogHeader>
        {!chosen && <CandidatePicker onPick={setChosen} />}
        {chosen && candidate.data && (
          <div className="space-y-3">
            <p className="text-sm">
              <span className="font-medium">{candidate.data.name}</span>{' '}
              <span className="text-muted-foreground">{candidate.data.email}</span>
              {!candidateId && (
                <Button type="button" variant="link" size="sm" onClick={() => setChosen(undefined)}>
                  Choose someone else
                </Button>
              )}
            </p>
            {rows.length ? (
              <table className="w-full text-sm">
                <thead>
                  <tr className="text-left text-xs text-muted-foreground">
                    <th className="py-1 pr-2 font-medium">Field</th>
                    <th className="py-1 pr-2 font-medium">On their record</th>
                    <th className="py-1 pr-2 font-medium">From the resume</th>
                    <th className="py-1 font-medium">
                      <span className="sr-only">Use the resume’s value</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {rows.map((r) => (
                    <tr key={r.field} data-field={r.field}>
                      <td className="py-1.5 pr-2 align-top font-medium">{MERGEABLE_FIELD_LABELS[r.field]}</td>
                      <td className="max-w-40 py-1.5 pr-2 align-top break-words text-muted-foreground">
                        {show(r.current)}
                      </td>
                      <td className="max-w-48 py-1.5 pr-2 align-top break-words">{show(r.resume)}</td>
                      <td className="py-1.5 align-top">
                        {r.decision === 'fill' ? (
                          <span className="text-xs text-emerald-700">Filled</span>
                        ) : (
                          <span className="flex items-center gap-1.5 text-xs">
                            <Checkbox
                              aria-label={`Replace ${MERGEABLE_FIELD_LABELS[r.field]} with the resume’s`}
                              checked={overwrite.includes(r.field)}
                              onCheckedChange={(v) =>
                                setOverwrite((all) =>
                                  v === true ? [...all, r.field] : all.filter((f) => f !== r.field),
                                )
                              }
                            />
                            Replace
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="text-sm text-muted-foreground">Their record already says everything this resume does.</p>
            )}
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" disabled={!chosen || !candidate.data || save.isPending} onClick={submit}>
            Attach resume
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
