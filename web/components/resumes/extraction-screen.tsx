import { useQuery, useQueryClient } from '@tanstack/react-query'
import { RESUME_STATE_LABELS, type ResumeState } from '@worker/resources/resumes/resumes.schema'
import { FileSearch, X } from 'lucide-react'
import * as React from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { FilterSelect } from '@/components/layout/list-filters'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { isApiError } from '@/lib/api'
import { applyServerErrors } from '@/lib/forms'
import { usePermissions } from '@/lib/permissions'
import { type CandidateInput, jobOptionsQuery } from '@/lib/queries/candidates'
import {
  type ResumeDetail,
  type ResumeSearch,
  resumesQuery,
  type SaveRecordsAnswer,
  STATUS_FILTERS,
  useSaveRecords,
} from '@/lib/queries/resumes'
import { notify } from '@/lib/toast'
import { AttachDialog } from './attach-dialog'
import { ResumeDropzone } from './resume-dropzone'
import { ResumeList } from './resume-list'
import { ResumeReview } from './resume-review'
import { correctionsOf, type ReviewFormApi, recordErrors } from './review-form'
import { UploadList } from './upload-list'
import { useResumeUploads } from './use-resume-uploads'

const NO_JOB = '__none__'
const STATUS_OPTIONS = STATUS_FILTERS.map((value) => ({ value, label: RESUME_STATE_LABELS[value] }))

/** What a save said, as a toast: how many were saved, and who was already on file. */
function savedMessage(result: SaveRecordsAnswer, message: string) {
  const onFile = result.records.filter((r) => r.outcome === 'duplicate')
  return onFile.length
    ? `${message} Already on file: ${onFile.map((r) => (r.outcome === 'duplicate' ? r.duplicate.existing.name : '')).join(', ')}.`
    : message
}

/**
 * The extraction screen: drop resumes (per-file progress, live state), pick one to review (its
 * text with each field's source marked beside the editable fields), save one or the selected
 * ones as candidates, optionally for a job, or attach one to someone already on file.
 */
export function ExtractionScreen({
  search,
  onSearch,
}: {
  search: ResumeSearch
  onSearch: (next: Partial<ResumeSearch>) => void
}) {
  const can = usePermissions()
  const canUpload = can('resumes', 'upload')
  const canSave = can('resumes', 'save')
  const list = useQuery(resumesQuery({ status: search.status, batch_id: search.batch_id }))
  const jobs = useQuery({ ...jobOptionsQuery(), enabled: canSave })
  const [jobId, setJobId] = React.useState<string | null>(null)
  const [edits, setEdits] = React.useState<Record<string, CandidateInput>>({})
  const [checked, setChecked] = React.useState<Set<string>>(new Set())
  const [problems, setProblems] = React.useState<string[]>([])
  const [attach, setAttach] = React.useState<{
    record: ResumeDetail
    values: CandidateInput
    candidateId?: string
  } | null>(null)
  const save = useSaveRecords()
  const queryClient = useQueryClient()
  // A batch the server took: the list asks again (and keeps asking while anything is being read).
  const uploads = useResumeUploads(
    React.useCallback(() => void queryClient.invalidateQueries({ queryKey: ['resumes', 'list'] }), [queryClient]),
  )
  const rows = list.data?.rows ?? []
  // The record named in the URL, else the first one ready to review, else the newest.
  const selected = search.resume ?? (rows.find((r) => r.status === 'extracted') ?? rows[0])?.id ?? null
  const ready = rows.filter((r) => r.status === 'extracted')

  const onEdit = React.useCallback(
    (id: string, values: CandidateInput) => setEdits((all) => ({ ...all, [id]: values })),
    [],
  )
  const edited = React.useMemo(() => new Set(Object.keys(edits)), [edits])

  /** Put the API's `records.N.field` errors on the review form's own fields; answers how many it placed. */
  const placeErrors = (form: ReviewFormApi, error: unknown) =>
    isApiError(error) ? applyServerErrors(form, recordErrors(error)) : 0

  /** Save the ticked records: each with the recruiter's corrections when there are some. */
  const saveSelected = (ids: string[]) => {
    setProblems([])
    save.mutate(
      {
        opportunity_id: jobId,
        records: ids.map((id) => ({ id, fields: edits[id] ? correctionsOf(edits[id]) : undefined })),
      },
      {
        onSuccess: (result) => {
          notify.success(savedMessage(result.data, result.message))
          setChecked((all) => new Set([...all].filter((id) => !ids.includes(id))))
        },
        onError: (error) => {
          // A record the API refused (nothing was saved): say which and open it.
          if (isApiError(error) && error.errors.some((e) => e.field.startsWith('records.'))) {
            setProblems(error.errors.map((e) => e.message))
            const first = /^records\.(\d+)\./.exec(error.errors[0]?.field ?? '')
            const id = first ? ids[Number(first[1])] : undefined
            if (id) onSearch({ resume: id })
            return
          }
          notify.error(error.message)
        },
      },
    )
  }

  /** Save the record under review, as its form says (checked here first, then by the API). */
  const onSave = (id: string, form: ReviewFormApi) =>
    void form.handleSubmit(
      () => {
        const input = form.getValues()
        setEdits((all) => ({ ...all, [id]: input }))
        setProblems([])
        save.mutate(
          { opportunity_id: jobId, records: [{ id, fields: correctionsOf(input) }] },
          {
            onSuccess: (result) => notify.success(savedMessage(result.data, result.message)),
            onError: (error) => {
              if (!placeErrors(form, error)) notify.error(error.message)
            },
          },
        )
      },
      () => notify.error('Some fields need a correction before saving.'),
    )()

  // On a narrow screen the review is below the list: bring it into view when a record is opened.
  const review = React.useRef<HTMLDivElement>(null)
  const open = (id: string) => {
    onSearch({ resume: id })
    if (!window.matchMedia('(min-width: 1024px)').matches)
      requestAnimationFrame(() => review.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }))
  }

  const allReadyChecked = ready.length > 0 && ready.every((r) => checked.has(r.id))

  return (
    <>
      <PageHeader
        title="Resume extraction"
        description="Upload resumes, check what was read, and save them as candidates."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className="grid min-w-0 content-start gap-4">
          {canUpload && (
            <ResumeDropzone
              onFiles={(files) => {
                uploads.add(files)
                if (search.status || search.batch_id) onSearch({ status: undefined, batch_id: undefined })
              }}
            />
          )}
          <UploadList
            items={uploads.items}
            statusOf={(id) => {
              const r = rows.find((x) => x.id === id)
              return r ? { status: r.status, error: r.error } : undefined
            }}
            onOpen={open}
            onClear={uploads.clearFinished}
          />
          <div className="flex flex-wrap items-center gap-2">
            <FilterSelect<ResumeState>
              label="Status"
              value={search.status}
              options={STATUS_OPTIONS}
              allLabel="All resumes"
              onChange={(status) => onSearch({ status, resume: undefined })}
            />
            {search.batch_id && (
              <Button type="button" variant="ghost" size="sm" onClick={() => onSearch({ batch_id: undefined })}>
                <X aria-hidden="true" />
                One upload only
              </Button>
            )}
          </div>
          {canSave && ready.length > 0 && (
            <div className="grid gap-2 rounded-md border p-3" data-slot="save-bar">
              <div className="flex items-center gap-2 text-sm">
                <Checkbox
                  id="select-all-ready"
                  checked={allReadyChecked}
                  onCheckedChange={(v) => setChecked(v === true ? new Set(ready.map((r) => r.id)) : new Set())}
                />
                <label htmlFor="select-all-ready">Select all ready ({ready.length})</label>
              </div>
              <div className="grid gap-1">
                <span id="save-job-label" className="text-xs text-muted-foreground">
                  Add them to a job (optional)
                </span>
                <Select value={jobId ?? NO_JOB} onValueChange={(v) => setJobId(v === NO_JOB ? null : v)}>
                  <SelectTrigger aria-labelledby="save-job-label" className="w-full" size="sm">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NO_JOB}>No job</SelectItem>
                    {(jobs.data ?? []).map((j) => (
                      <SelectItem key={j.value} value={j.value}>
                        {j.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <Button
                type="button"
                disabled={!checked.size || save.isPending}
                onClick={() => saveSelected([...checked])}
              >
                Save selected ({checked.size})
              </Button>
              {problems.length > 0 && (
                <ul role="alert" className="list-disc space-y-1 pl-5 text-xs text-destructive">
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {rows.length ? (
            <ResumeList
              rows={rows}
              selected={selected}
              onSelect={open}
              checked={checked}
              onCheck={
                canSave
                  ? (id, on) =>
                      setChecked((all) => {
                        const next = new Set(all)
                        if (on) next.add(id)
                        else next.delete(id)
                        return next
                      })
                  : undefined
              }
              edited={edited}
            />
          ) : (
            <EmptyState
              icon={FileSearch}
              title={search.status || search.batch_id ? 'No resume matches' : 'No resumes yet'}
              description={canUpload ? 'Drop resumes above: each is read into a record for you to check.' : undefined}
            />
          )}
        </div>
        <Card ref={review} className="min-w-0 scroll-mt-4 py-5">
          <CardContent className="px-5">
            {selected ? (
              <ResumeReview
                key={selected}
                id={selected}
                edited={edits[selected]}
                actions={{
                  onEdit,
                  onSave: canSave ? onSave : undefined,
                  onAttach: canSave
                    ? (record, values, candidateId) => setAttach({ record, values, candidateId })
                    : undefined,
                  saving: save.isPending,
                }}
              />
            ) : (
              <EmptyState
                icon={FileSearch}
                title="Nothing to review"
                description="Choose a resume on the left to see what was read from it."
              />
            )}
          </CardContent>
        </Card>
      </div>
      {attach && (
        <AttachDialog
          record={attach.record}
          values={attach.values}
          candidateId={attach.candidateId}
          jobId={jobId}
          onClose={() => setAttach(null)}
        />
      )}
    </>
  )
}
