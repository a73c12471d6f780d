import { BUSINESS_SIZES, createBusiness, updateBusiness } from '@worker/resources/businesses/businesses.schema'
import { SelectField } from '@/components/forms/fields'
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
import { appHost } from '@/lib/host'
import { type Business, useCreateBusiness, useUpdateBusiness } from '@/lib/queries/admin-console'
import { CurrencyField, TimeZoneField } from './intl-fields'

const SIZE_OPTIONS = BUSINESS_SIZES.map((s) => ({ value: s, label: `${s} employees` }))

/** Create a business (with its owner), or edit `business`'s details. */
export function BusinessDialog({
  open,
  business,
  onClose,
}: {
  open: boolean
  business?: Business
  onClose: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={(v) => !v && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{business ? `Edit ${business.name}` : 'Create business'}</DialogTitle>
          <DialogDescription>
            {business
              ? 'Contact details, locale and currency of the business.'
              : 'The owner receives a verification code and an invitation to set a password on the business’s own portal.'}
          </DialogDescription>
        </DialogHeader>
        {open && (business ? <EditForm business={business} onDone={onClose} /> : <CreateForm onDone={onClose} />)}
      </DialogContent>
    </Dialog>
  )
}

function Footer({ pending, label, onCancel }: { pending: boolean; label: string; onCancel: () => void }) {
  return (
    <DialogFooter className="sm:col-span-2">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <SubmitButton pending={pending}>{label}</SubmitButton>
    </DialogFooter>
  )
}

function CreateForm({ onDone }: { onDone: () => void }) {
  const form = useZodForm(createBusiness, {
    defaultValues: {
      business_name: '',
      slug: '',
      name: '',
      email: '',
      phone: '',
      industry: '',
      country: '',
      timezone: 'UTC',
      currency: 'USD',
    },
    labels: { business_name: 'Business name', slug: 'Sub-domain', name: 'Owner name', email: 'Owner e-mail' },
  })
  const save = useCreateBusiness()
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: onDone, onError: (e) => showServerError(form, e, { conflictField: 'slug' }) }),
  )
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="business_name" label="Business name" placeholder="Initech" autoFocus />
        <TextField
          control={form.control}
          name="slug"
          label="Sub-domain"
          placeholder="initech"
          description={`The portal: <sub-domain>.${appHost.mainDomain}`}
        />
        <TextField control={form.control} name="name" label="Owner name" placeholder="Morgan Lee" />
        <TextField
          control={form.control}
          name="email"
          label="Owner e-mail"
          type="email"
          placeholder="owner@initech.example"
        />
        <TextField control={form.control} name="phone" label="Phone" type="tel" />
        <TextField control={form.control} name="industry" label="Industry" />
        <SelectField control={form.control} name="size" label="Size" options={SIZE_OPTIONS} noneLabel="Not set" />
        <TextField control={form.control} name="country" label="Country" />
        <TimeZoneField control={form.control} name="timezone" label="Time zone" />
        <CurrencyField control={form.control} name="currency" label="Currency" />
        <Footer pending={save.isPending} label="Create business" onCancel={onDone} />
      </form>
    </Form>
  )
}

function EditForm({ business, onDone }: { business: Business; onDone: () => void }) {
  const form = useZodForm(updateBusiness, {
    defaultValues: {
      name: business.name,
      email: business.email,
      phone: business.phone ?? '',
      website: business.website ?? '',
      industry: business.industry ?? '',
      size: (business.size as (typeof BUSINESS_SIZES)[number] | null) ?? null,
      address: business.address ?? '',
      country: business.country ?? '',
      timezone: business.timezone,
      currency: business.currency,
    },
  })
  const save = useUpdateBusiness(business.id)
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: onDone, onError: (e) => showServerError(form, e) }),
  )
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="name" label="Name" autoFocus />
        <TextField control={form.control} name="email" label="E-mail" type="email" />
        <TextField control={form.control} name="phone" label="Phone" type="tel" />
        <TextField control={form.control} name="website" label="Website" type="url" placeholder="https://" />
        <TextField control={form.control} name="industry" label="Industry" />
        <SelectField control={form.control} name="size" label="Size" options={SIZE_OPTIONS} noneLabel="Not set" />
        <TextField control={form.control} name="address" label="Address" className="sm:col-span-2" />
        <TextField control={form.control} name="country" label="Country" />
        <TimeZoneField control={form.control} name="timezone" label="Time zone" />
        <CurrencyField control={form.control} name="currency" label="Currency" />
        <Footer pending={save.isPending} label="Save changes" onCancel={onDone} />
      </form>
    </Form>
  )
}
