import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { createCandidate } from '@worker/resources/candidates/candidates.schema'
import { TriangleAlert } from 'lucide-react'
import * as React from 'react'
import { NumberField, SelectField, SkillsField, TextareaField } from '@/components/forms/fields'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { ResumePrefill, useCanPrefill } from '@/components/resumes/resume-prefill'
import { correctionsOf, recordErrors } from '@/components/resumes/review-form'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { isApiError } from '@/lib/api'
import { applyServerErrors, useZodForm } from '@/lib/forms'
import {
  type Candidate,
  type CandidateInput,
  type Duplicate,
  findCandidate,
  jobOptionsQuery,
  qualificationOptionsQuery,
  useSaveCandidate,
} from '@/lib/queries/candidates'
import { useSaveRecords } from '@/lib/queries/resumes'
import { notify } from '@/lib/toast'
import { SOURCES, sourceLabel } from './candidate-labels'

const LABELS = {
  opportunity_id: 'Job',
  experience_years: 'Experience (years)',
  linkedin_url: 'LinkedIn URL',
  expected_salary: 'Expected salary',
  notice_period_days: 'Notice period (days)',
  email: 'E-mail',
}

const blank: CandidateInput = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  opportunity_id: null,
  current_title: '',
  current_company: '',
  location: '',
  experience_years: '',
  qualification: '',
  skills: [],
  linkedin_url: '',
  expected_salary: '',
  notice_period_days: '',
  summary: '',
  source: 'manual',
}

const valuesOf = (c: Candidate): CandidateInput => ({
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
  phone: c.phone ?? '',
  opportunity_id: c.opportunity_id,
  current_title: c.current_title ?? '',
  current_company: c.current_company ?? '',
  location: c.location ?? '',
  experience_years: c.experience_years ?? '',
  qualification: c.qualification ?? '',
  skills: c.skills,
  linkedin_url: c.linkedin_url ?? '',
  expected_salary: c.expected_salary ?? '',
  notice_period_days: c.notice_period_days ?? '',
  summary: c.summary ?? '',
  source: c.source,
})

/**
 * The record a 409 names (the API answers it as `data.existing`; the shared client keeps only
 * the message and errors, so it is looked up by the same e-mail, or the phone's last digits).
 */
async function findExisting(matchedOn: 'email' | 'phone', value: string): Promise<Duplicate | null> {
  const existing = await findCandidate(matchedOn === 'email' ? value.trim() : value.replace(/\D/g, '').slice(-7))
  return existing ? { existing, matched_on: matchedOn } : null
}

/** The record that already has this e-mail or phone: offered instead of a second one. */
function DuplicateNotice({ duplicate, onOpen }: { duplicate: Duplicate; onOpen: () => void }) {
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        {duplicate.existing.name} already has this{' '}
        {duplicate.matched_on === 'email' ? 'e-mail address' : 'phone number'}.{' '}
        <Link
          to="/admin/candidates/$id"
          params={{ id: duplicate.existing.id }}
          className="font-medium underline"
          onClick={onOpen}
        >
          Open their record
        </Link>
      </p>
    </div>
  )
}

/** Add a candidate, or edit one (`candidate` given). A duplicate e-mail or phone points to the existing record. */
export function CandidateFormDialog({
  candidate,
  trigger,
  defaultOpen = false,
}: {
  candidate?: Candidate
  trigger: React.ReactNode
  defaultOpen?: boolean
}) {
  const [open, setOpen] = React.useState(defaultOpen)
  const [duplicate, setDuplicate] = React.useState<Duplicate | null>(null)
  // An edit sends every field of the form, so the create schema's rules are the edit's too.
  const form = useZodForm(createCandidate, {
    labels: LABELS,
    defaultValues: candidate ? valuesOf(candidate) : blank,
  })
  const mutation = useSaveCandidate(candidate?.id)
  // A new candidate may come with a resume: read for the form, then saved with it (resumes/).
  const canPrefill = useCanPrefill() && !candidate
  const [resumeId, setResumeId] = React.useState<string | null>(null)
  const fromResume = useSaveRecords()
  const fillEmpty = React.useCallback(
    (values: CandidateInput) => {
      for (const [key, value] of Object.entries(values) as [keyof CandidateInput, unknown][]) {
        const now = form.getValues(key)
        const empty = now === undefined || now === null || now === '' || (Array.isArray(now) && !now.length)
        if (empty && value !== '' && value !== null) form.setValue(key, value as never, { shouldDirty: true })
      }
    },
    [form],
  )
  const navigate = useNavigate()
  const jobs = useQuery({ ...jobOptionsQuery(), enabled: open })
  const qualifications = useQuery({ ...qualificationOptionsQuery(), enabled: open })
  const listId = React.useId()
  const onSubmit = form.handleSubmit((values) => {
    setDuplicate(null)
    if (resumeId) {
      const input = form.getValues()
      fromResume.mutate(
        {
          opportunity_id: values.opportunity_id,
          source: values.source,
          records: [{ id: resumeId, fields: correctionsOf(input) }],
        },
        {
          onSuccess: (result) => {
            const [outcome] = result.data.records
            if (outcome?.outcome === 'saved') {
              notify.success('Candidate created successfully.')
              setOpen(false)
              void navigate({ to: '/admin/candidates/$id', params: { id: outcome.candidate.id } })
            } else if (outcome?.outcome === 'duplicate')
              void findExisting(outcome.duplicate.matched_on, String(values[outcome.duplicate.matched_on] ?? '')).then(
                setDuplicate,
              )
          },
          onError: (error) => {
            const relabeled = isApiError(error) ? recordErrors(error) : error
            if (!applyServerErrors(form, relabeled, LABELS)) notify.error(error.message)
          },
        },
      )
      return
    }
    mutation.mutate(values, {
      onSuccess: (result) => {
        setOpen(false)
        if (!candidate) void navigate({ to: '/admin/candidates/$id', params: { id: result.data.id } })
      },
      onError: (error) => {
        const field = isApiError(error) && error.status === 409 ? error.errors[0]?.field : undefined
        if (field === 'email' || field === 'phone')
          void findExisting(field, String(values[field] ?? '')).then(setDuplicate)
        applyServerErrors(form, error, LABELS)
      },
    })
  })
  const sources = [...new Set([...SOURCES, form.getValues('source') ?? 'manual'])].map((s) => ({
    value: s,
    label: sourceLabel(s),
  }))
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setDuplicate(null)
        setResumeId(null)
        if (next) form.reset(candidate ? valuesOf(candidate) : blank)
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <Form {...form}>
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>{candidate ? `Edit ${candidate.name}` : 'Add a candidate'}</DialogTitle>
              <DialogDescription>
                {candidate
                  ? 'Update the candidate’s details. The status has its own action.'
                  : 'We check the e-mail and phone so the same person is never added twice.'}
              </DialogDescription>
            </DialogHeader>
            {duplicate && <DuplicateNotice duplicate={duplicate} onOpen={() => setOpen(false)} />}
            {canPrefill && <ResumePrefill resumeId={resumeId} onResume={setResumeId} onDraft={fillEmpty} />}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField control={form.control} name="first_name" label="First name" autoComplete="off" />
              <TextField control={form.control} name="last_name" label="Last name" autoComplete="off" />
              <TextField control={form.control} name="email" label="E-mail" type="email" autoComplete="off" />
              <TextField control={form.control} name="phone" label="Phone" type="tel" autoComplete="off" />
              <SelectField
                control={form.control}
                name="opportunity_id"
                label="Job"
                options={jobs.data ?? []}
                noneLabel="No job yet"
              />
              <SelectField control={form.control} name="source" label="Source" options={sources} />
              <TextField control={form.control} name="current_title" label="Current title" />
              <TextField control={form.control} name="current_company" label="Current company" />
              <TextField control={form.control} name="location" label="Location" />
              <NumberField control={form.control} name="experience_years" label="Experience (years)" min={0} />
              <TextField control={form.control} name="qualification" label="Qualification" list={listId} />
              <datalist id={listId}>
                {(qualifications.data ?? []).map((q) => (
                  <option key={q.value} value={q.value} />
                ))}
              </datalist>
              <TextField control={form.control} name="linkedin_url" label="LinkedIn URL" type="url" />
              <NumberField control={form.control} name="expected_salary" label="Expected salary" min={0} />
              <NumberField control={form.control} name="notice_period_days" label="Notice period (days)" min={0} />
              <SkillsField control={form.control} name="skills" label="Skills" className="sm:col-span-2" />
              <TextareaField control={form.control} name="summary" label="Summary" className="sm:col-span-2" rows={3} />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <SubmitButton pending={mutation.isPending || fromResume.isPending}>
                {candidate ? 'Save changes' : 'Add candidate'}
              </SubmitButton>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
