import { useNavigate } from '@tanstack/react-router'
import { forgotPassword } from '@worker/resources/auth/auth.schema'
import type { AuthPaths } from '@/components/auth/auth-paths'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { Form } from '@/components/ui/form'
import { applyServerErrors, useZodForm } from '@/lib/forms'
import { useForgotPassword } from '@/lib/queries/auth'

/** Step 1 of the reset: the e-mail to send the 6-digit code to. */
export function ForgotPasswordForm({ paths, email }: { paths: AuthPaths; email?: string }) {
  const navigate = useNavigate()
  const form = useZodForm(forgotPassword, { mode: 'onSubmit', defaultValues: { email: email ?? '' } })
  const request = useForgotPassword()

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => navigate({ to: paths.verifyOtp, search: { email: values.email } }),
      onError: (error) => applyServerErrors(form, error),
    }),
  )

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" autoFocus />
        <SubmitButton pending={request.isPending} className="w-full">
          Send code
        </SubmitButton>
      </form>
    </Form>
  )
}
