import { useQuery } from '@tanstack/react-query'
import { Check, CreditCard } from 'lucide-react'
import * as React from 'react'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { FilterSelect, Toolbar } from '@/components/organisation/list-toolbar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { usePermissions } from '@/lib/permissions'
import {
  type BillingPlan,
  billingPlansQuery,
  billingTransactionsQuery,
  downloadInvoice,
  paymentMethodsQuery,
  type TransactionSearch,
  useChangePlan,
} from '@/lib/queries/billing'
import { PaymentForm } from './payment-form'
import { limitLabel, shortDate, TRANSACTION_STATUS_LABELS } from './status-badges'
import { TransactionsTable } from './transactions-table'

const STATUS_OPTIONS = Object.entries(TRANSACTION_STATUS_LABELS).map(([value, label]) => ({ value, label }))

/** The business's billing on its own portal: its plan, other plans, cards on file and invoices. */
export function BusinessBilling({
  search,
  onSearch,
}: {
  search: TransactionSearch
  onSearch: (s: TransactionSearch) => void
}) {
  const plans = useQuery(billingPlansQuery())
  const methods = useQuery(paymentMethodsQuery())
  const list = useQuery(billingTransactionsQuery(search))
  const can = usePermissions()
  const [changing, setChanging] = React.useState<BillingPlan | null>(null)
  const change = useChangePlan()

  return (
    <>
      <PageHeader title="Billing" description="Your plan, payments and invoices." />
      {plans.isLoading || !plans.data ? (
        <LoadingState rows={3} columns={4} label="Loading plans…" />
      ) : (
        <section aria-label="Plans" className="mb-8 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          {plans.data.plans.map((plan) => (
            <Card key={plan.id} className={plan.is_current ? 'border-primary ring-1 ring-primary' : undefined}>
              <CardHeader>
                <CardTitle className="flex items-center justify-between gap-2">
                  {plan.name}
                  {plan.is_current && (
                    <Badge>
                      <Check aria-hidden="true" /> Current
                    </Badge>
                  )}
                </CardTitle>
                <CardDescription>{plan.price_label}</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-1 text-sm text-muted-foreground">
                <p>Open jobs: {limitLabel(plan.limits.jobs)}</p>
                <p>Candidates: {limitLabel(plan.limits.candidates)}</p>
                <p>Team members: {limitLabel(plan.limits.employees)}</p>
                <p>AI extractions a month: {limitLabel(plan.limits.ai_extractions_per_month)}</p>
                {plan.is_current && plans.data.plan_renews_at && (
                  <p className="pt-2 text-foreground">Paid until {shortDate(plans.data.plan_renews_at)}</p>
                )}
              </CardContent>
              {!plan.is_current && can('transactions', 'manage') && plan.status === 'active' && (
                <CardFooter>
                  <Button className="w-full" variant="outline" onClick={() => setChanging(plan)}>
                    Switch to {plan.name}
                  </Button>
                </CardFooter>
              )}
            </Card>
          ))}
        </section>
      )}
      {methods.data && methods.data.length > 0 && (
        <section aria-label="Cards on file" className="mb-8">
          <h2 className="mb-3 text-lg font-semibold">Cards on file</h2>
          <ul className="flex flex-wrap gap-3">
            {methods.data.map((m) => (
              <li key={m.id} className="flex items-center gap-3 rounded-lg border bg-card px-4 py-3 text-sm">
                <CreditCard aria-hidden="true" className="size-4 text-primary" />
                {(m.brand ?? 'card').toUpperCase()} •••• {m.last4}
                <span className="text-muted-foreground">
                  {String(m.exp_month).padStart(2, '0')}/{m.exp_year}
                </span>
                {m.is_default && <Badge variant="secondary">Default</Badge>}
                {m.expired && <Badge variant="destructive">Expired</Badge>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <h2 className="mb-3 text-lg font-semibold">Payments</h2>
      <Toolbar>
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={search.status}
          options={STATUS_OPTIONS}
          onChange={(v) => onSearch({ ...search, status: v as TransactionSearch['status'], page: undefined })}
        />
      </Toolbar>
      <TransactionsTable
        data={list.data}
        isLoading={list.isLoading}
        onPageChange={(page) => onSearch({ ...search, page })}
        download={downloadInvoice}
        filtered={!!search.status}
      />
      <Dialog open={!!changing} onOpenChange={(v) => !v && setChanging(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Switch to {changing?.name}</DialogTitle>
            <DialogDescription>
              The new plan starts today. What is left of the current paid period is credited against its price.
            </DialogDescription>
          </DialogHeader>
          {changing && (
            <PaymentForm
              plan={changing}
              methods={methods.data}
              mutation={change}
              onDone={() => setChanging(null)}
              submitLabel="Pay"
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  )
}
