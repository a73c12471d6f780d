import { changePassword } from '@worker/resources/auth/auth.schema'
import { PASSWORD_HINT } from '@/components/auth/reset-password-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { PasswordField } from '@/components/forms/text-field'
import { Form } from '@/components/ui/form'
import { applyServerErrors, useZodForm } from '@/lib/forms'
import { useCandidatePassword } from '@/lib/queries/candidate-area'

const EMPTY = { current_password: '', password: '', confirm_password: '' }

/** The candidate changes their password (their other devices are signed out by the API). */
export function CandidatePasswordForm({ email }: { email: string }) {
  const form = useZodForm(changePassword, { defaultValues: EMPTY, labels: { password: 'New password' } })
  const update = useCandidatePassword()
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => form.reset(EMPTY),
      onError: (error) => applyServerErrors(form, error, { password: 'New password' }),
    }),
  )
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4">
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          control={form.control}
          name="current_password"
          label="Current password"
          autoComplete="current-password"
        />
        <PasswordField
          control={form.control}
          name="password"
          label="New password"
          autoComplete="new-password"
          description={PASSWORD_HINT}
        />
        <PasswordField
          control={form.control}
          name="confirm_password"
          label="Confirm new password"
          autoComplete="new-password"
        />
        <div>
          <SubmitButton pending={update.isPending}>Change password</SubmitButton>
        </div>
      </form>
    </Form>
  )
}
