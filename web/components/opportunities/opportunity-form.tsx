import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { createOpportunity, editOpportunityForm } from '@worker/resources/opportunities/opportunities.schema'
import * as React from 'react'
import { NumberField, optionsOf, SelectField, SkillsField, TextareaField } from '@/components/forms/fields'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { DraftDescriptionButton } from '@/components/matching/draft-description-dialog'
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
import { applyServerErrors, useZodForm } from '@/lib/forms'
import {
  type OpportunityDetail,
  type OpportunityInput,
  referenceOptionsQuery,
  useSaveOpportunity,
} from '@/lib/queries/opportunities'
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS } from './job-labels'

const LABELS = {
  salary_min: 'Minimum salary',
  salary_max: 'Maximum salary',
  salary_currency: 'Currency',
  experience_min: 'Minimum experience',
  experience_max: 'Maximum experience',
  hiring_manager_id: 'Hiring manager',
  email_template_id: 'E-mail template',
}

const blank: OpportunityInput = {
  title: '',
  code: '',
  department_id: null,
  branch_id: null,
  hiring_manager_id: null,
  employment_type: 'full_time',
  workplace: 'on_site',
  location: '',
  salary_min: '',
  salary_max: '',
  salary_currency: 'USD',
  openings: 1,
  skills: [],
  experience_min: '',
  experience_max: '',
  description: '',
  deadline: '',
  email_template_id: null,
}

function valuesOf(job: OpportunityDetail): OpportunityInput {
  return {
    title: job.title,
    code: job.code ?? '',
    department_id: job.department_id,
    branch_id: job.branch_id,
    hiring_manager_id: job.hiring_manager_id,
    employment_type: job.employment_type,
    workplace: job.workplace,
    location: job.location ?? '',
    salary_min: job.salary_min ?? '',
    salary_max: job.salary_max ?? '',
    salary_currency: job.salary_currency ?? '',
    openings: job.openings,
    skills: job.skills,
    experience_min: job.experience_min ?? '',
    experience_max: job.experience_max ?? '',
    description: job.description ?? '',
    deadline: job.deadline ?? '',
    email_template_id: job.email_template_id,
  }
}

type Props = { job?: OpportunityDetail; trigger: React.ReactNode; defaultOpen?: boolean }

/**
 * New job or edit of one, checked with the API's own schema (a new job's deadline may not be
 * in the past; an edit may keep a deadline that has passed).
 */
export function OpportunityFormDialog({ job, trigger, defaultOpen = false }: Props) {
  const [open, setOpen] = React.useState(defaultOpen)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{job ? `Edit ${job.title}` : 'New job'}</DialogTitle>
          <DialogDescription>
            {job
              ? 'Changes show on the careers page as soon as they are saved.'
              : 'A new job starts as a draft: publish it when it is ready.'}
          </DialogDescription>
        </DialogHeader>
        {open && <OpportunityForm job={job} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  )
}

function OpportunityForm({ job, onDone }: { job?: OpportunityDetail; onDone: () => void }) {
  // Same fields in both forms; an edit may keep a deadline that has passed.
  const form = useZodForm(job ? editOpportunityForm : createOpportunity, {
    defaultValues: job ? valuesOf(job) : blank,
    labels: LABELS,
  })
  const navigate = useNavigate()
  const save = useSaveOpportunity(job?.id)
  const departments = useQuery(referenceOptionsQuery('departments'))
  const branches = useQuery(referenceOptionsQuery('business_branches'))
  const employees = useQuery(referenceOptionsQuery('employees'))
  const templates = useQuery(referenceOptionsQuery('email_templates'))
  const workplace = form.watch('workplace')
  const title = form.watch('title')
  const description = form.watch('description')
  // "Draft with AI" writes from what the form holds now; salary is passed so that only it is listed.
  const draftInput = () => {
    const v = form.getValues()
    const whole = (n: unknown) => (typeof n === 'number' ? n : null)
    return {
      title: v.title,
      department_id: v.department_id || null,
      employment_type: v.employment_type,
      workplace: v.workplace,
      location: v.location || null,
      skills: v.skills ?? [],
      experience_min: whole(v.experience_min),
      experience_max: whole(v.experience_max),
      salary_min: whole(v.salary_min),
      salary_max: whole(v.salary_max),
      salary_currency: v.salary_currency || null,
    }
  }

  const onSubmit = form.handleSubmit((values) => {
    const onError = (error: Error) => applyServerErrors(form, error, LABELS)
    save.mutate(values, {
      onSuccess: (result) => {
        onDone()
        if (!job) void navigate({ to: '/admin/opportunities/$id', params: { id: result.data.id } })
      },
      onError,
    })
  })
  const c = form.control
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            control={c}
            name="title"
            label="Title"
            className="sm:col-span-2"
            placeholder="Senior Backend Engineer"
          />
          <TextField control={c} name="code" label="Code" placeholder="ENG-104" />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            control={c}
            name="department_id"
            label="Department"
            options={departments.data ?? []}
            noneLabel="No department"
          />
          <SelectField
            control={c}
            name="branch_id"
            label="Branch"
            options={branches.data ?? []}
            noneLabel="No branch"
          />
          <SelectField
            control={c}
            name="hiring_manager_id"
            label="Hiring manager"
            options={employees.data ?? []}
            noneLabel="No hiring manager"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            control={c}
            name="employment_type"
            label="Employment type"
            options={optionsOf(EMPLOYMENT_TYPE_LABELS)}
          />
          <SelectField control={c} name="workplace" label="Workplace" options={optionsOf(WORKPLACE_LABELS)} />
          <TextField
            control={c}
            name="location"
            label="Location"
            placeholder={workplace === 'remote' ? 'Remote (US)' : 'New York, NY'}
            description={workplace === 'remote' ? 'Optional for remote jobs.' : undefined}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <NumberField control={c} name="salary_min" label="Minimum salary" min={0} placeholder="90000" />
          <NumberField control={c} name="salary_max" label="Maximum salary" min={0} placeholder="120000" />
          <TextField
            control={c}
            name="salary_currency"
            label="Currency"
            maxLength={3}
            placeholder="USD"
            description="ISO code, yearly amounts."
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <NumberField control={c} name="openings" label="Openings" min={1} />
          <NumberField control={c} name="experience_min" label="Minimum experience" min={0} placeholder="Years" />
          <NumberField control={c} name="experience_max" label="Maximum experience" min={0} placeholder="Years" />
        </div>
        <SkillsField control={c} name="skills" label="Skills" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={c} name="deadline" label="Application deadline" type="date" />
          <SelectField
            control={c}
            name="email_template_id"
            label="E-mail template"
            options={templates.data ?? []}
            noneLabel="The business's default"
          />
        </div>
        <div className="grid gap-2">
          <div className="flex justify-end">
            <DraftDescriptionButton
              formValues={draftInput}
              hasDescription={!!description?.trim()}
              needsTitle={!title || title.trim().length < 2}
              onAccept={(text) => form.setValue('description', text, { shouldDirty: true, shouldValidate: true })}
            />
          </div>
          <TextareaField
            control={c}
            name="description"
            label="Description"
            rows={8}
            placeholder="What the job is, what the person will do, what they bring."
          />
        </div>
        {form.formState.errors.root?.server && (
          <p className="text-sm text-destructive">{form.formState.errors.root.server.message}</p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={save.isPending}>{job ? 'Save changes' : 'Create job'}</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  )
}
