import { branchInput } from '@worker/resources/business-branches/business-branches.schema'
import { ACTIVE_STATE_LABELS, ACTIVE_STATES } from '@worker/schemas/org-common'
import * as React from 'react'
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
import { useZodForm } from '@/lib/forms'
import { type Branch, type BranchInput, useSaveBranch } from '@/lib/queries/business-branches'
import { showServerError } from './server-error'
import { SwitchField } from './switch-field'

const LABELS = { postal_code: 'Postal code', is_headquarters: 'Headquarters', timezone: 'Time zone' }
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

const valuesOf = (b?: Branch): BranchInput => ({
  name: b?.name ?? '',
  address: b?.address ?? '',
  city: b?.city ?? '',
  state: b?.state ?? '',
  country: b?.country ?? '',
  postal_code: b?.postal_code ?? '',
  phone: b?.phone ?? '',
  timezone: b?.timezone ?? browserZone(),
  is_headquarters: b?.is_headquarters ?? false,
  ...(b ? { status: b.status } : {}),
})

export function BranchDialog({ open, branch, onClose }: { open: boolean; branch?: Branch; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(v) => !v && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{branch ? `Edit ${branch.name}` : 'Add branch'}</DialogTitle>
          <DialogDescription>
            A branch's time zone is where its employees' working hours and interview slots are counted.
          </DialogDescription>
        </DialogHeader>
        {open && <BranchForm branch={branch} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function BranchForm({ branch, onDone }: { branch?: Branch; onDone: () => void }) {
  const form = useZodForm(branchInput, { defaultValues: valuesOf(branch), labels: LABELS })
  const save = useSaveBranch(branch?.id)
  const zones = React.useMemo(() => Intl.supportedValuesOf('timeZone'), [])
  const listId = React.useId()
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: onDone,
      onError: (error) => showServerError(form, error, { conflictField: 'name', labels: LABELS }),
    }),
  )
  const c = form.control
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={c} name="name" label="Name" placeholder="Boston office" autoFocus />
          <TextField
            control={c}
            name="timezone"
            label="Time zone"
            list={listId}
            placeholder="America/New_York"
            description="An IANA time zone, e.g. Europe/London."
          />
          <datalist id={listId}>
            {zones.map((z) => (
              <option key={z} value={z} />
            ))}
          </datalist>
        </div>
        <TextField control={c} name="address" label="Address" placeholder="100 Summer Street, Floor 12" />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField control={c} name="city" label="City" />
          <TextField control={c} name="state" label="State or region" />
          <TextField control={c} name="postal_code" label="Postal code" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={c} name="country" label="Country" placeholder="US" />
          <TextField control={c} name="phone" label="Phone" type="tel" />
        </div>
        <SwitchField
          control={c}
          name="is_headquarters"
          label="Headquarters"
          description="Only one branch is the headquarters; choosing this one moves the title."
        />
        {branch && (
          <SwitchField
            control={c}
            name="status"
            label={ACTIVE_STATE_LABELS.active}
            values={[...ACTIVE_STATES]}
            description="An inactive branch is not offered for new employees or jobs."
          />
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={save.isPending}>{branch ? 'Save changes' : 'Add branch'}</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  )
}
