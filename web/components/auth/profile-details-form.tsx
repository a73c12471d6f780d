import { updateAdminProfile, updateStaffProfile } from '@worker/resources/auth/auth.schema'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { Form } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { SessionUser } from '@/lib/auth'
import { applyServerErrors, useZodForm } from '@/lib/forms'
import { useUpdateAdminProfile, useUpdateStaffProfile } from '@/lib/queries/auth'

/** The e-mail is the sign-in name: shown, not edited here. */
function EmailReadOnly({ email }: { email: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="profile-email">Email</Label>
      <Input id="profile-email" type="email" value={email} readOnly disabled autoComplete="email" />
    </div>
  )
}

/** The platform admin's name and phone. */
export function AdminDetailsForm({ user }: { user: SessionUser<'admin'> }) {
  const form = useZodForm(updateAdminProfile, { defaultValues: { name: user.name, phone: user.phone ?? '' } })
  const save = useUpdateAdminProfile()
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => form.reset(values),
      onError: (error) => applyServerErrors(form, error),
    }),
  )
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField control={form.control} name="name" label="Name" autoComplete="name" />
        <EmailReadOnly email={user.email} />
        <TextField control={form.control} name="phone" label="Phone" type="tel" autoComplete="tel" />
        <SubmitButton pending={save.isPending} className="justify-self-start">
          Save changes
        </SubmitButton>
      </form>
    </Form>
  )
}

/** A staff member's name, phone and designation. */
export function StaffDetailsForm({ user }: { user: SessionUser<'employee'> }) {
  const form = useZodForm(updateStaffProfile, {
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone ?? '',
      designation: user.designation ?? '',
    },
  })
  const save = useUpdateStaffProfile()
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => form.reset(values),
      onError: (error) => applyServerErrors(form, error),
    }),
  )
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="first_name" label="First name" autoComplete="given-name" />
          <TextField control={form.control} name="last_name" label="Last name" autoComplete="family-name" />
        </div>
        <EmailReadOnly email={user.email} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="phone" label="Phone" type="tel" autoComplete="tel" />
          <TextField control={form.control} name="designation" label="Designation" autoComplete="organization-title" />
        </div>
        <SubmitButton pending={save.isPending} className="justify-self-start">
          Save changes
        </SubmitButton>
      </form>
    </Form>
  )
}
