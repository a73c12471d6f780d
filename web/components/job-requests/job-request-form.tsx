import { useQuery } from '@tanstack/react-query'
import { createJobRequest, editJobRequestForm } from '@worker/resources/job-requests/job-requests.schema'
import * as React from 'react'
import { NumberField, optionsOf, SelectField, SkillsField, TextareaField } from '@/components/forms/fields'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { EMPLOYMENT_TYPE_LABELS } from '@/components/opportunities/job-labels'
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
import { type JobRequest, type JobRequestInput, useSaveJobRequest } from '@/lib/queries/job-requests'
import { referenceOptionsQuery } from '@/lib/queries/opportunities'

const LABELS = {
  salary_min: 'Minimum salary',
  salary_max: 'Maximum salary',
  salary_currency: 'Currency',
  experience_min: 'Minimum experience',
  experience_max: 'Maximum experience',
  needed_by: 'Needed by',
}

const blank: JobRequestInput = {
  title: '',
  department_id: null,
  branch_id: null,
  employment_type: 'full_time',
  openings: 1,
  justification: '',
  skills: [],
  experience_min: '',
  experience_max: '',
  salary_min: '',
  salary_max: '',
  salary_currency: 'USD',
  needed_by: '',
}

const valuesOf = (r: JobRequest): JobRequestInput => ({
  title: r.title,
  department_id: r.department_id,
  branch_id: r.branch_id,
  employment_type: r.employment_type,
  openings: r.openings,
  justification: r.justification ?? '',
  skills: r.skills,
  experience_min: r.experience_min ?? '',
  experience_max: r.experience_max ?? '',
  salary_min: r.salary_min ?? '',
  salary_max: r.salary_max ?? '',
  salary_currency: r.salary_currency ?? '',
  needed_by: r.needed_by ?? '',
})

/** Ask for a position, or edit a pending request; checked with the API's own schema. */
export function JobRequestFormDialog({
  request,
  trigger,
  defaultOpen = false,
}: {
  request?: JobRequest
  trigger: React.ReactNode
  defaultOpen?: boolean
}) {
  const [open, setOpen] = React.useState(defaultOpen)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{request ? `Edit request: ${request.title}` : 'New job request'}</DialogTitle>
          <DialogDescription>
            An approver decides; an approved request becomes a draft job with these details.
          </DialogDescription>
        </DialogHeader>
        {open && <JobRequestForm request={request} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  )
}

function JobRequestForm({ request, onDone }: { request?: JobRequest; onDone: () => void }) {
  // Same fields in both forms; an edit may keep a date that has passed.
  const form = useZodForm(request ? editJobRequestForm : createJobRequest, {
    defaultValues: request ? valuesOf(request) : blank,
    labels: LABELS,
  })
  const save = useSaveJobRequest(request?.id)
  const departments = useQuery(referenceOptionsQuery('departments'))
  const branches = useQuery(referenceOptionsQuery('business_branches'))
  const onSubmit = form.handleSubmit((values) => {
    const handlers = { onSuccess: onDone, onError: (error: Error) => applyServerErrors(form, error, LABELS) }
    save.mutate(values, handlers)
  })
  const c = form.control
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            control={c}
            name="title"
            label="Position"
            className="sm:col-span-2"
            placeholder="Site Reliability Engineer"
          />
          <NumberField control={c} name="openings" label="Openings" min={1} />
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
            name="employment_type"
            label="Employment type"
            options={optionsOf(EMPLOYMENT_TYPE_LABELS)}
          />
        </div>
        <TextareaField
          control={c}
          name="justification"
          label="Justification"
          placeholder="Why the team needs this position now."
        />
        <SkillsField control={c} name="skills" label="Skills" />
        <div className="grid gap-4 sm:grid-cols-3">
          <NumberField control={c} name="salary_min" label="Minimum salary" min={0} />
          <NumberField control={c} name="salary_max" label="Maximum salary" min={0} />
          <TextField control={c} name="salary_currency" label="Currency" maxLength={3} placeholder="USD" />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <NumberField control={c} name="experience_min" label="Minimum experience" min={0} placeholder="Years" />
          <NumberField control={c} name="experience_max" label="Maximum experience" min={0} placeholder="Years" />
          <TextField control={c} name="needed_by" label="Needed by" type="date" />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={save.isPending}>{request ? 'Save changes' : 'Submit request'}</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  )
}
