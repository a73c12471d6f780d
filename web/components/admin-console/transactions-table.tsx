import { formatMoney } from '@worker/lib/money'
import { Download } from 'lucide-react'
import * as React from 'react'
import { type Column, DataTable, type PageData } from '@/components/layout/data-table'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { Transaction } from '@/lib/queries/billing'
import { notify } from '@/lib/toast'
import { KIND_LABELS, shortDate, TransactionStatusBadge } from './status-badges'

/** Download the invoice PDF (the server names the file after the invoice number). */
function InvoiceButton({ tx, download }: { tx: Transaction; download: (id: string) => Promise<unknown> }) {
  const [busy, setBusy] = React.useState(false)
  if (!tx.has_invoice) return <span className="text-muted-foreground">—</span>
  const run = async () => {
    setBusy(true)
    try {
      await download(tx.id)
    } catch (err) {
      notify.error((err as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={run}
      disabled={busy}
      aria-label={`Download invoice ${tx.invoice_number}`}
    >
      {busy ? <Spinner aria-hidden="true" /> : <Download aria-hidden="true" />}
      PDF
    </Button>
  )
}

export function TransactionsTable({
  data,
  isLoading,
  onPageChange,
  showBusiness,
  download,
  filtered,
}: {
  data: PageData<Transaction> | undefined
  isLoading: boolean
  onPageChange: (page: number) => void
  showBusiness?: boolean
  download: (id: string) => Promise<unknown>
  filtered?: boolean
}) {
  const columns: Column<Transaction>[] = [
    {
      id: 'invoice',
      header: 'Invoice',
      cell: (t) => (
        <div>
          <p className="font-medium tabular-nums">{t.invoice_number ?? '—'}</p>
          <p className="text-xs text-muted-foreground">{shortDate(t.created_at)}</p>
        </div>
      ),
    },
    ...(showBusiness
      ? [
          {
            id: 'business',
            header: 'Business',
            cell: (t: Transaction) => <span className="font-medium">{t.business_name}</span>,
          },
        ]
      : []),
    {
      id: 'plan',
      header: 'Plan',
      cell: (t) => (
        <div>
          <p>{t.plan_name ?? '—'}</p>
          <p className="text-xs text-muted-foreground">{KIND_LABELS[t.kind] ?? t.kind}</p>
        </div>
      ),
    },
    {
      id: 'period',
      header: 'Period',
      cell: (t) => (
        <span className="text-sm text-muted-foreground">
          {t.period_start ? `${shortDate(t.period_start)} – ${t.period_end ? shortDate(t.period_end) : 'no end'}` : '—'}
        </span>
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      className: 'text-right',
      cell: (t) => <span className="font-medium tabular-nums">{formatMoney(t.amount_cents, t.currency)}</span>,
    },
    {
      id: 'card',
      header: 'Paid with',
      cell: (t) => (
        <span className="text-sm">
          {t.card_last4
            ? `${(t.card_brand ?? 'card').toUpperCase()} •••• ${t.card_last4}`
            : t.provider === 'manual'
              ? `Manual (${t.provider_ref})`
              : '—'}
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (t) => (
        <div className="space-y-1">
          <TransactionStatusBadge status={t.status} />
          {t.failure_reason && (
            <p className="max-w-48 text-xs whitespace-normal text-destructive">{t.failure_reason}</p>
          )}
        </div>
      ),
    },
    {
      id: 'download',
      header: <span className="sr-only">Invoice PDF</span>,
      className: 'text-right',
      cell: (t) => <InvoiceButton tx={t} download={download} />,
    },
  ]
  return (
    <DataTable
      caption="Transactions"
      columns={columns}
      data={data}
      isLoading={isLoading}
      onPageChange={onPageChange}
      empty={
        filtered
          ? { title: 'No transactions match', description: 'Try another search or status.' }
          : { title: 'No transactions yet', description: 'Payments for plans appear here with their invoices.' }
      }
    />
  )
}
