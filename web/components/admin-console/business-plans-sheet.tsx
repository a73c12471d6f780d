import { useQuery } from '@tanstack/react-query'
import { formatMoney } from '@worker/lib/money'
import { manualPayment } from '@worker/resources/businesses/businesses.schema'
import { Check } from 'lucide-react'
import * as React from 'react'
import { SelectField } from '@/components/forms/fields'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { LoadingState } from '@/components/layout/loading-state'
import { showServerError } from '@/components/organisation/server-error'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet'
import { useZodForm } from '@/lib/forms'
import {
  type Business,
  type BusinessPlans,
  businessPlansQuery,
  useActivateFreePlan,
  useBuyPlan,
  useManualPayment,
} from '@/lib/queries/admin-console'
import type { BillingPlan } from '@/lib/queries/billing'
import { CurrencyField } from './intl-fields'
import { MoneyField } from './money-field'
import { PaymentForm } from './payment-form'
import { limitLabel, shortDate, TransactionStatusBadge } from './status-badges'

/** A business's plan: the current one, buying another (or renewing) with a card, the free plan, an offline payment. */
export function BusinessPlansSheet({ business, onClose }: { business: Business | null; onClose: () => void }) {
  return (
    <Sheet open={!!business} onOpenChange={(v) => !v && onClose()}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-xl">
        <SheetHeader>
          <SheetTitle>Plans of {business?.name}</SheetTitle>
          <SheetDescription>
            Buying the current plan again renews it from the end of the running period.
          </SheetDescription>
        </SheetHeader>
        {business && <Plans business={business} />}
      </SheetContent>
    </Sheet>
  )
}

function Plans({ business }: { business: Business }) {
  const { data, isLoading } = useQuery(businessPlansQuery(business.id))
  const [buying, setBuying] = React.useState<BillingPlan | null>(null)
  const [offline, setOffline] = React.useState(false)
  const free = useActivateFreePlan()
  const buy = useBuyPlan(business.id)
  if (isLoading || !data) return <LoadingState rows={4} columns={2} label="Loading plans…" className="px-4" />
  if (buying) {
    return (
      <div className="px-4 pb-6">
        <h3 className="mb-3 font-medium">Buy the {buying.name} plan</h3>
        <PaymentForm
          plan={buying}
          methods={data.payment_methods}
          mutation={buy}
          onDone={() => setBuying(null)}
          submitLabel="Charge"
        />
      </div>
    )
  }
  if (offline) return <OfflinePayment business={business} data={data} onDone={() => setOffline(false)} />
  const freePlan = data.plans.find((p) => p.is_free && p.status === 'active')
  return (
    <div className="grid gap-4 px-4 pb-6">
      <div className="rounded-lg border p-3 text-sm">
        <p>
          Current plan: <span className="font-semibold">{data.current_plan_name ?? 'None (free limits apply)'}</span>
        </p>
        {data.plan_renews_at && <p className="text-muted-foreground">Paid until {shortDate(data.plan_renews_at)}</p>}
        <p className="text-muted-foreground">
          {data.transactions.count} payments ·{' '}
          {data.transactions.paid.map((p) => formatMoney(p.amount_cents, p.currency)).join(' + ') || 'nothing paid yet'}
        </p>
      </div>
      <ul className="grid gap-3" aria-label="Plans">
        {data.plans.map((plan) => (
          <li key={plan.id} className="rounded-lg border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="flex items-center gap-2 font-medium">
                  {plan.name}
                  {plan.is_current && (
                    <Badge variant="secondary">
                      <Check aria-hidden="true" /> Current
                    </Badge>
                  )}
                </p>
                <p className="text-sm text-muted-foreground">{plan.price_label}</p>
              </div>
              {plan.price_cents > 0 && plan.status === 'active' && (
                <Button size="sm" variant={plan.is_current ? 'outline' : 'default'} onClick={() => setBuying(plan)}>
                  {plan.is_current ? 'Renew' : `Buy ${plan.name}`}
                </Button>
              )}
            </div>
            <p className="mt-2 text-xs text-muted-foreground">
              Jobs {limitLabel(plan.limits.jobs)} · Candidates {limitLabel(plan.limits.candidates)} · Team{' '}
              {limitLabel(plan.limits.employees)} · AI extractions a month{' '}
              {limitLabel(plan.limits.ai_extractions_per_month)}
            </p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {freePlan && !freePlan.is_current && (
          <Button variant="outline" onClick={() => free.mutate(business.id)} disabled={free.isPending}>
            Activate the {freePlan.name} plan
          </Button>
        )}
        <Button variant="outline" onClick={() => setOffline(true)}>
          Record an offline payment
        </Button>
      </div>
      {data.transactions.recent.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-medium">Latest payments</h3>
          <ul className="divide-y rounded-lg border text-sm">
            {data.transactions.recent.map((t) => (
              <li key={t.id} className="flex items-center justify-between gap-2 p-2">
                <span>
                  {shortDate(t.created_at)} · {t.plan_name}
                </span>
                <span className="flex items-center gap-2 tabular-nums">
                  {formatMoney(t.amount_cents, t.currency)} <TransactionStatusBadge status={t.status} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}

function OfflinePayment({ business, data, onDone }: { business: Business; data: BusinessPlans; onDone: () => void }) {
  const paid = data.plans.filter((p) => p.price_cents > 0)
  const first = paid.find((p) => p.is_current) ?? paid[0]
  const form = useZodForm(manualPayment, {
    defaultValues: {
      plan_id: first?.id ?? '',
      amount_cents: first?.price_cents ?? 0,
      currency: first?.currency ?? business.currency,
      reference: '',
    },
  })
  const record = useManualPayment(business.id)
  const onSubmit = form.handleSubmit((values) =>
    record.mutate(values, {
      onSuccess: onDone,
      onError: (e) => showServerError(form, e, { conflictField: 'reference' }),
    }),
  )
  const currency = form.watch('currency') || 'USD'
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 px-4 pb-6" aria-label="Record an offline payment">
        <h3 className="font-medium">Record an offline payment</h3>
        <SelectField
          control={form.control}
          name="plan_id"
          label="Plan"
          options={paid.map((p) => ({ value: p.id, label: `${p.name} (${p.price_label})` }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField control={form.control} name="amount_cents" label="Amount" currency={currency} />
          <CurrencyField control={form.control} name="currency" label="Currency" />
        </div>
        <TextField control={form.control} name="reference" label="Reference" placeholder="Bank transfer reference" />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            Back
          </Button>
          <SubmitButton pending={record.isPending}>Record payment</SubmitButton>
        </div>
      </form>
    </Form>
  )
}
