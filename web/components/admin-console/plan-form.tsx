import { BILLING_INTERVAL_LABELS, planInput } from '@worker/resources/plans/plans.schema'
import { SelectField, TextareaField } from '@/components/forms/fields'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { showServerError } from '@/components/organisation/server-error'
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
import { useZodForm } from '@/lib/forms'
import { type Plan, useSavePlan } from '@/lib/queries/admin-console'
import { CurrencyField } from './intl-fields'
import { MoneyField } from './money-field'
import { FeaturesField, IntField, LimitField } from './plan-fields'

export function PlanDialog({ open, plan, onClose }: { open: boolean; plan?: Plan; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(v) => !v && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{plan ? `Edit ${plan.name}` : 'Create plan'}</DialogTitle>
          <DialogDescription>
            Limits apply to every business on the plan at once; a new price applies from their next payment.
          </DialogDescription>
        </DialogHeader>
        {open && <PlanForm plan={plan} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function PlanForm({ plan, onDone }: { plan?: Plan; onDone: () => void }) {
  const form = useZodForm(planInput, {
    defaultValues: {
      name: plan?.name ?? '',
      description: plan?.description ?? '',
      price_cents: plan?.price_cents ?? 0,
      currency: plan?.currency ?? 'USD',
      billing_interval: plan?.billing_interval ?? 'month',
      limits: plan?.limits ?? { jobs: 10, candidates: 500, employees: 10, ai_extractions_per_month: 100 },
      features: plan?.features ?? [],
      sort_order: plan?.sort_order ?? null,
    },
    labels: { price_cents: 'Price', ai_extractions_per_month: 'AI extractions a month' },
  })
  const save = useSavePlan(plan?.id)
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: onDone, onError: (e) => showServerError(form, e, { conflictField: 'name' }) }),
  )
  const currency = form.watch('currency') || 'USD'
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="name" label="Name" placeholder="Growth" autoFocus />
        <IntField
          control={form.control}
          name="sort_order"
          label="Sort order"
          description="Lower comes first on the pricing page; empty puts a new plan last."
        />
        <TextareaField
          control={form.control}
          name="description"
          label="Description"
          rows={2}
          className="sm:col-span-2"
        />
        <MoneyField control={form.control} name="price_cents" label="Price" currency={currency} />
        <CurrencyField control={form.control} name="currency" label="Currency" />
        <SelectField
          control={form.control}
          name="billing_interval"
          label="Billing interval"
          options={Object.entries(BILLING_INTERVAL_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <fieldset className="grid gap-4 rounded-lg border p-3 sm:col-span-2 sm:grid-cols-4">
          <legend className="px-1 text-sm font-medium">Limits</legend>
          <LimitField control={form.control} name="limits.jobs" label="Open jobs" />
          <LimitField control={form.control} name="limits.candidates" label="Candidates" />
          <LimitField control={form.control} name="limits.employees" label="Team members" />
          <LimitField control={form.control} name="limits.ai_extractions_per_month" label="AI extractions / month" />
        </fieldset>
        <FeaturesField control={form.control} name="features" label="Features" className="sm:col-span-2" />
        <DialogFooter className="sm:col-span-2">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={save.isPending}>{plan ? 'Save changes' : 'Create plan'}</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  )
}
