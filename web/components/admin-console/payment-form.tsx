import { formatMoney } from '@worker/lib/money'
import { purchase } from '@worker/resources/payments/payments.schema'
import { CreditCard } from 'lucide-react'
import * as React from 'react'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { Label } from '@/components/ui/label'
import { ApiError, type ApiResult } from '@/lib/api'
import { applyServerErrors, useZodForm } from '@/lib/forms'
import type { BillingPlan, PaymentMethod } from '@/lib/queries/billing'
import { notify } from '@/lib/toast'
import { shortDate } from './status-badges'

/** A fresh idempotency key for one purchase attempt (getRandomValues works on plain http too). */
export function newIdempotencyKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `pay_${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

const emptyCard = { number: '', exp_month: '', exp_year: '', cvc: '' }

type Mutation = {
  mutate: (
    input: ReturnType<typeof purchase.parse>,
    opts: { onSuccess: (r: ApiResult<unknown>) => void; onError: (e: Error) => void },
  ) => void
  isPending: boolean
}

/**
 * Pay for `plan`: with a card on file or a new card (the same schema as the API checks). One
 * idempotency key per attempt: a retry after a lost answer reuses it (never charged twice);
 * after a decline a new attempt gets a new key.
 */
export function PaymentForm({
  plan,
  methods = [],
  mutation,
  onDone,
  submitLabel,
}: {
  plan: BillingPlan
  methods?: PaymentMethod[]
  mutation: Mutation
  onDone: () => void
  submitLabel: string
}) {
  const usable = methods.filter((m) => !m.expired)
  const [mode, setMode] = React.useState<'saved' | 'new'>(usable.length ? 'saved' : 'new')
  const due = plan.due_now.amount_cents
  const form = useZodForm(purchase, {
    defaultValues: {
      plan_id: plan.id,
      idempotency_key: newIdempotencyKey(),
      ...(usable.length ? { payment_method_id: usable[0]!.id } : { card: emptyCard }),
    },
    labels: { number: 'Card number', exp_month: 'Expiry month', exp_year: 'Expiry year', cvc: 'CVC' },
  })
  const [failure, setFailure] = React.useState<string | null>(null)

  const choose = (next: 'saved' | 'new') => {
    setMode(next)
    form.setValue('card', next === 'new' ? emptyCard : undefined)
    form.setValue('payment_method_id', next === 'saved' ? usable[0]?.id : undefined)
    form.clearErrors()
  }

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null)
    const body = due === 0 ? { plan_id: values.plan_id, idempotency_key: values.idempotency_key } : values
    mutation.mutate(body, {
      onSuccess: onDone,
      onError: (error) => {
        notify.error(error.message)
        if (error instanceof ApiError && error.status === 402) {
          setFailure(error.message)
          form.setValue('idempotency_key', newIdempotencyKey())
        } else applyServerErrors(form, error, { number: 'Card number' })
      },
    })
  })

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={`Pay for the ${plan.name} plan`}>
        <div className="rounded-lg border bg-secondary/40 p-3 text-sm">
          <p className="font-medium">
            {plan.name}: {plan.price_label}
          </p>
          <p className="text-muted-foreground">
            Due now: <span className="font-semibold text-foreground">{formatMoney(due, plan.due_now.currency)}</span>
            {plan.due_now.credit_cents > 0 && (
              <>
                {' '}
                (after a credit of {formatMoney(plan.due_now.credit_cents, plan.due_now.currency)} for the unused part
                of the current plan)
              </>
            )}
            {plan.due_now.period_end && (
              <>
                {' '}
                · period {shortDate(plan.due_now.period_start)} – {shortDate(plan.due_now.period_end)}
              </>
            )}
          </p>
        </div>
        {due > 0 && usable.length > 0 && (
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="sr-only">How to pay</legend>
            <Label className="font-normal">
              <input type="radio" name="mode" checked={mode === 'saved'} onChange={() => choose('saved')} /> Card on
              file
            </Label>
            <Label className="font-normal">
              <input type="radio" name="mode" checked={mode === 'new'} onChange={() => choose('new')} /> New card
            </Label>
          </fieldset>
        )}
        {due > 0 && mode === 'saved' && (
          <div className="grid gap-2">
            {usable.map((m) => (
              <Label key={m.id} className="flex items-center gap-3 rounded-md border p-3 font-normal">
                <input
                  type="radio"
                  name="payment_method_id"
                  checked={form.watch('payment_method_id') === m.id}
                  onChange={() => form.setValue('payment_method_id', m.id)}
                />
                <CreditCard aria-hidden="true" className="size-4" />
                {(m.brand ?? 'card').toUpperCase()} •••• {m.last4}
                <span className="ml-auto text-muted-foreground">
                  expires {String(m.exp_month).padStart(2, '0')}/{m.exp_year}
                </span>
              </Label>
            ))}
          </div>
        )}
        {due > 0 && mode === 'new' && (
          <div className="grid grid-cols-6 gap-3">
            <TextField
              control={form.control}
              name="card.number"
              label="Card number"
              className="col-span-6"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="4242 4242 4242 4242"
            />
            <TextField
              control={form.control}
              name="card.exp_month"
              label="Expiry month"
              className="col-span-2"
              inputMode="numeric"
              autoComplete="cc-exp-month"
              placeholder="MM"
              maxLength={2}
            />
            <TextField
              control={form.control}
              name="card.exp_year"
              label="Expiry year"
              className="col-span-2"
              inputMode="numeric"
              autoComplete="cc-exp-year"
              placeholder="YYYY"
              maxLength={4}
            />
            <TextField
              control={form.control}
              name="card.cvc"
              label="CVC"
              className="col-span-2"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
            />
            <p className="col-span-6 text-xs text-muted-foreground">
              Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.
            </p>
          </div>
        )}
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={mutation.isPending}>
            {due === 0 ? 'Switch plan' : `${submitLabel} ${formatMoney(due, plan.due_now.currency)}`}
          </SubmitButton>
        </div>
      </form>
    </Form>
  )
}
