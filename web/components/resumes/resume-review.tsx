import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { candidateDraft } from '@worker/resources/resumes/resume-candidate'
import { isPendingResume } from '@worker/resources/resumes/resumes.schema'
import { Download, LoaderCircle, UserCheck } from 'lucide-react'
import * as React from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import type { CandidateInput } from '@/lib/queries/candidates'
import { downloadResumeFile, type ResumeDetail, type ResumeFieldsAnswer, resumeQuery } from '@/lib/queries/resumes'
import { ConfidenceBadge, needsReview } from './confidence-badge'
import { DuplicateNotice } from './duplicate-notice'
import { ResumeStatusBadge } from './resume-status-badge'
import { type Highlight, ResumeText } from './resume-text'
import { formValues, ReviewFields, type ReviewFormApi, useReviewForm } from './review-form'

/** Every value the extractor found, as marks in the text (skills share one key; entries have their own). */
function highlightsOf(fields: ResumeFieldsAnswer): Highlight[] {
  const marks: Highlight[] = []
  const add = (
    key: string,
    label: string,
    f: { confidence: number; source: { start: number; end: number } } | null,
  ) => {
    if (f) marks.push({ key, label, start: f.source.start, end: f.source.end, low: needsReview(f.confidence) })
  }
  add('first_name', 'Name', fields.name)
  add('email', 'E-mail', fields.email)
  add('phone', 'Phone', fields.phone)
  add('location', 'Location', fields.location)
  add('current_title', 'Current title', fields.current_title)
  add('current_company', 'Current company', fields.current_company)
  add('experience_years', 'Experience', fields.experience_years)
  add('linkedin_url', 'LinkedIn', fields.links.linkedin)
  add('summary', 'Summary', fields.summary)
  fields.experience.forEach((e, i) => {
    add(`experience.${i}`, `Experience: ${[e.title, e.company].filter(Boolean).join(' at ')}`, e)
  })
  fields.education.forEach((e, i) => {
    add(`education.${i}`, `Education: ${[e.degree, e.institution].filter(Boolean).join(', ')}`, e)
  })
  for (const s of fields.skills) add('skills', `Skill: ${s.value}`, s)
  return marks
}

const monthYear = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' })
const when = (d: string | null) =>
  !d ? '' : d === 'present' ? 'Present' : d.length === 4 ? d : monthYear.format(new Date(`${d}-01T00:00:00Z`))

type Entry = { key: string; head: string; sub: string; confidence: number }

function EntryList({ title, entries, onShow }: { title: string; entries: Entry[]; onShow: (key: string) => void }) {
  if (!entries.length) return null
  return (
    <section aria-label={title} className="min-w-0 space-y-2">
      <h3 className="text-sm font-medium">{title}</h3>
      <ul className="space-y-1.5">
        {entries.map((e) => (
          <li key={e.key}>
            <button
              type="button"
              onClick={() => onShow(e.key)}
              className="grid w-full gap-0.5 rounded-md border px-2.5 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-medium">{e.head}</span>
                <ConfidenceBadge confidence={e.confidence} />
              </span>
              {e.sub && <span className="truncate text-xs text-muted-foreground">{e.sub}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The extracted jobs and studies (saved as read): each can be found in the text. */
function Entries({ fields, onShow }: { fields: ResumeFieldsAnswer; onShow: (key: string) => void }) {
  const jobs: Entry[] = fields.experience.map((e, i) => ({
    key: `experience.${i}`,
    head: e.title ?? e.company ?? '—',
    sub: [e.title ? e.company : null, [when(e.from), when(e.to)].filter(Boolean).join(' – ')]
      .filter(Boolean)
      .join(' · '),
    confidence: e.confidence,
  }))
  const studies: Entry[] = fields.education.map((e, i) => ({
    key: `education.${i}`,
    head: e.degree ?? e.institution ?? '—',
    sub: [e.degree ? e.institution : null, e.year].filter(Boolean).join(' · '),
    confidence: e.confidence,
  }))
  if (!jobs.length && !studies.length) return null
  return (
    <div className="grid gap-4 @md:grid-cols-2">
      <EntryList title="Experience" entries={jobs} onShow={onShow} />
      <EntryList title="Education" entries={studies} onShow={onShow} />
    </div>
  )
}

export type ReviewActions = {
  /** The recruiter changed the form: their values are kept for saving (this record or all). */
  onEdit: (id: string, values: CandidateInput) => void
  onSave?: (id: string, form: ReviewFormApi) => void
  onAttach?: (record: ResumeDetail, values: CandidateInput, candidateId?: string) => void
  saving?: boolean
}

/** One record under review: the text with each field's source beside the editable fields. */
export function ResumeReview({
  id,
  edited,
  actions,
}: {
  id: string
  edited: CandidateInput | undefined
  actions: ReviewActions
}) {
  const detail = useQuery(resumeQuery(id))
  if (detail.isPending) return <LoadingState rows={8} columns={2} label="Loading the resume…" />
  if (detail.isError) return <EmptyState title="This resume could not be loaded" description={detail.error.message} />
  const record = detail.data
  return <ReviewBody key={record.id + record.status} record={record} edited={edited} actions={actions} />
}

function ReviewBody({
  record,
  edited,
  actions,
}: {
  record: ResumeDetail
  edited: CandidateInput | undefined
  actions: ReviewActions
}) {
  const fields = record.fields
  const built = React.useMemo(() => (fields ? candidateDraft(fields) : null), [fields])
  const form = useReviewForm(edited ?? (built ? formValues(built.draft) : formValues(emptyDraft)))
  const [active, setActive] = React.useState<string | null>(null)
  const highlights = React.useMemo(() => (fields ? highlightsOf(fields) : []), [fields])
  const { onEdit } = actions
  React.useEffect(() => {
    const sub = form.watch((values, { type }) => {
      if (type === 'change') onEdit(record.id, values as CandidateInput)
    })
    return () => sub.unsubscribe()
  }, [form, onEdit, record.id])

  const header = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0 space-y-1">
        <h2 className="truncate text-lg font-semibold">{record.file_name}</h2>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <ResumeStatusBadge status={record.status} />
          {record.uploaded_by && <span>Uploaded by {record.uploaded_by.name}</span>}
          {record.extractor && (
            <span>Read by the {record.extractor === 'embedded' ? 'built-in' : 'Workers AI'} extractor</span>
          )}
        </div>
      </div>
      <Button type="button" variant="outline" size="sm" onClick={() => void downloadResumeFile(record.id)}>
        <Download aria-hidden="true" />
        Original file
      </Button>
    </div>
  )

  if (isPendingResume(record.status))
    return (
      <div className="space-y-6">
        {header}
        <EmptyState
          icon={LoaderCircle}
          title="Reading this resume…"
          description="Its fields appear here as soon as the extraction finishes."
        />
      </div>
    )
  if (record.status === 'failed' || !fields || !built)
    return (
      <div className="space-y-6">
        {header}
        <EmptyState
          title="This resume could not be read"
          description={record.error ?? 'Upload it again, or add the candidate by hand.'}
        />
      </div>
    )

  const saved = record.status === 'saved'
  return (
    <div className="@container space-y-5">
      {header}
      {saved && record.candidate && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md border border-violet-200 bg-violet-50 px-3 py-2 text-sm text-violet-900"
        >
          <UserCheck aria-hidden="true" className="size-4" />
          Saved to{' '}
          <Link to="/admin/candidates/$id" params={{ id: record.candidate.id }} className="font-medium underline">
            {record.candidate.name}
          </Link>
          .
        </p>
      )}
      {!saved && record.duplicate && (
        <DuplicateNotice
          duplicate={record.duplicate}
          onAttach={
            actions.onAttach
              ? () => actions.onAttach?.(record, form.getValues(), record.duplicate?.existing.id)
              : undefined
          }
        />
      )}
      <div className="grid gap-5 @3xl:grid-cols-2">
        <section aria-label="Resume text" className="min-w-0 space-y-2">
          <h3 className="text-sm font-medium">What the resume says</h3>
          <ResumeText text={record.text ?? ''} highlights={highlights} active={active} className="max-h-[70vh]" />
        </section>
        <section aria-label="Candidate fields" className="@container min-w-0 space-y-4">
          <h3 className="text-sm font-medium">The candidate record</h3>
          <Form {...form}>
            <form
              noValidate
              className="space-y-5"
              onSubmit={(e) => {
                e.preventDefault()
                actions.onSave?.(record.id, form)
              }}
            >
              <ReviewFields form={form} origins={built.origins} onFocusField={setActive} readOnly={saved} />
              <Entries fields={fields} onShow={setActive} />
              {form.formState.errors.root?.server && (
                <p role="alert" className="text-sm text-destructive">
                  {form.formState.errors.root.server.message}
                </p>
              )}
              {!saved && (actions.onSave || actions.onAttach) && (
                <div className="flex flex-wrap justify-end gap-2">
                  {actions.onAttach && (
                    <Button
                      type="button"
                      variant="outline"
                      onClick={() => actions.onAttach?.(record, form.getValues())}
                    >
                      Attach to a candidate…
                    </Button>
                  )}
                  {actions.onSave && (
                    <Button type="submit" disabled={actions.saving}>
                      Save as candidate
                    </Button>
                  )}
                </div>
              )}
            </form>
          </Form>
        </section>
      </div>
    </div>
  )
}

const emptyDraft = {
  first_name: '',
  last_name: '',
  email: '',
  phone: null,
  location: null,
  current_title: null,
  current_company: null,
  experience_years: null,
  qualification: null,
  skills: [],
  education: [],
  experience: [],
  summary: null,
  linkedin_url: null,
}
