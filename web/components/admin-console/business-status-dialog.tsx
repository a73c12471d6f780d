import { businessStatus } from '@worker/resources/businesses/businesses.schema'
import { LIFECYCLES } from '@worker/services/lifecycle'
import { SelectField, TextareaField } from '@/components/forms/fields'
import { SubmitButton } from '@/components/forms/submit-button'
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
import { type Business, useBusinessStatus } from '@/lib/queries/admin-console'
import { BUSINESS_STATUS_LABELS, BusinessStatusBadge } from './status-badges'

/** Move a business to one of the states its lifecycle allows next, with a reason for the history. */
export function BusinessStatusDialog({ business, onClose }: { business: Business | null; onClose: () => void }) {
  return (
    <Dialog open={!!business} onOpenChange={(v) => !v && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change status of {business?.name}</DialogTitle>
          <DialogDescription>
            Suspending or deactivating signs every staff member of the business out at once.
          </DialogDescription>
        </DialogHeader>
        {business && <StatusForm business={business} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function StatusForm({ business, onDone }: { business: Business; onDone: () => void }) {
  const next = LIFECYCLES.business[business.status]
  const form = useZodForm(businessStatus, { defaultValues: { status: next[0], reason: '' } })
  const change = useBusinessStatus()
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(
      { id: business.id, ...values },
      { onSuccess: onDone, onError: (e) => showServerError(form, e, { conflictField: 'status' }) },
    ),
  )
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <p className="flex items-center gap-2 text-sm">
          Now: <BusinessStatusBadge status={business.status} />
        </p>
        <SelectField
          control={form.control}
          name="status"
          label="New status"
          options={next.map((s) => ({ value: s, label: BUSINESS_STATUS_LABELS[s] }))}
        />
        <TextareaField
          control={form.control}
          name="reason"
          label="Reason"
          rows={3}
          placeholder="Why, for the history (optional)"
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={change.isPending}>Change status</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  )
}
