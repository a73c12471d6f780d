import { useQuery } from '@tanstack/react-query'
import { currencyDigits } from '@worker/lib/money'
import {
  createOfferDraft,
  SALARY_PERIOD_LABELS,
  SALARY_PERIODS,
} from '@worker/resources/offer-letters/offer-letters.schema'
import * as React from 'react'
import { SelectField } from '@/components/forms/fields'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { applyServerErrors, useZodForm } from '@/lib/forms'
import { type OfferLetter, offerOptionsQuery, useSaveOfferDraft } from '@/lib/queries/offer-letters'
import { notify } from '@/lib/toast'

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const PERIODS = SALARY_PERIODS.map((p) => ({ value: p, label: SALARY_PERIOD_LABELS[p].replace(/^per /, 'Per ') }))
const LABELS = {
  application_id: 'Job',
  template_id: 'Template',
  salary: 'Salary',
  currency: 'Currency',
  salary_period: 'Salary period',
  start_date: 'Start date',
  expires_on: 'Sign by',
  manager_id: 'Manager',
}

/**
 * Draft an offer (or edit a draft): the job, the offer letter template and the terms. Nothing
 * reaches the candidate until the draft is previewed and sent.
 */
export function OfferDraftDialog({
  candidateId,
  offer,
  open,
  onOpenChange,
}: {
  candidateId: string
  offer?: OfferLetter
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const options = useQuery({ ...offerOptionsQuery(candidateId), enabled: open })
  const save = useSaveOfferDraft(candidateId, offer?.id)
  const form = useZodForm(createOfferDraft, { labels: LABELS })
  const apps = options.data?.applications ?? []
  const appId = form.watch('application_id')
  const app = apps.find((a) => a.id === appId)

  const data = options.data
  const { reset } = form
  React.useEffect(() => {
    if (!open) return
    const first = data?.applications[0]
    reset(
      offer
        ? {
            application_id: offer.application_id,
            template_id: offer.template_id,
            salary: offer.salary_minor / 10 ** currencyDigits(offer.currency),
            currency: offer.currency,
            salary_period: offer.salary_period,
            start_date: offer.start_date,
            expires_on: offer.expires_on,
            manager_id: offer.manager?.id ?? null,
          }
        : {
            application_id: first?.id ?? '',
            template_id: data?.templates.find((t) => t.is_default)?.id ?? null,
            currency: first?.salary_currency ?? 'USD',
            salary_period: 'year',
            start_date: day(30),
            expires_on: day(7),
            manager_id: first?.hiring_manager_id ?? null,
          },
    )
  }, [open, offer, data, reset])

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => onOpenChange(false),
      onError: (error) => {
        if (!applyServerErrors(form, error, LABELS)) notify.error(error.message)
      },
    }),
  )
  const band =
    app?.salary_min && app.salary_max
      ? `The job's band: ${app.salary_min.toLocaleString()}–${app.salary_max.toLocaleString()} ${app.salary_currency ?? ''}`
      : undefined

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <Form {...form}>
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <DialogHeader>
              <DialogTitle>{offer ? 'Edit the draft offer' : 'Draft an offer'}</DialogTitle>
              <DialogDescription>
                The letter is written from the offer letter template with these terms. Preview it before you send it;
                the candidate signs it on their candidate portal.
              </DialogDescription>
            </DialogHeader>
            {options.isSuccess && !apps.length && (
              <p className="text-sm text-muted-foreground">
                This candidate has no open application to make an offer for.
              </p>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                control={form.control}
                name="application_id"
                label="Job"
                disabled={!!offer}
                options={apps.map((a) => ({ value: a.id, label: `${a.title} (${a.stage_label})` }))}
              />
              <SelectField
                control={form.control}
                name="template_id"
                label="Template"
                options={(options.data?.templates ?? []).map((t) => ({ value: t.id, label: t.name }))}
              />
              <TextField
                control={form.control}
                name="salary"
                label="Salary"
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                description={band}
              />
              <div className="grid grid-cols-2 gap-3">
                <TextField control={form.control} name="currency" label="Currency" maxLength={3} autoComplete="off" />
                <SelectField control={form.control} name="salary_period" label="Period" options={PERIODS} />
              </div>
              <TextField control={form.control} name="start_date" label="Start date" type="date" />
              <TextField
                control={form.control}
                name="expires_on"
                label="Sign by"
                type="date"
                description="The offer expires at the end of this day."
              />
              <SelectField
                control={form.control}
                name="manager_id"
                label="Manager"
                noneLabel="No manager named"
                options={(options.data?.managers ?? []).map((m) => ({
                  value: m.id,
                  label: m.title ? `${m.name}, ${m.title}` : m.name,
                }))}
              />
            </div>
            {app && !app.can_send && (
              <p className="text-sm text-amber-800">
                This application is {app.stage_label.toLowerCase()}: the offer can be sent once it reaches interviewing.
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <SubmitButton pending={save.isPending} disabled={!apps.length}>
                {offer ? 'Save draft' : 'Create draft'}
              </SubmitButton>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
