import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { resetPassword } from '@worker/resources/auth/auth.schema'
import type { AuthPaths } from '@/components/auth/auth-paths'
import { SubmitButton } from '@/components/forms/submit-button'
import { PasswordField } from '@/components/forms/text-field'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { applyServerErrors, useZodForm } from '@/lib/forms'
import { useResetPassword } from '@/lib/queries/auth'

export const PASSWORD_HINT =
  'At least 8 characters, with upper- and lower-case letters, a digit and a special character.'

/** Step 3 of the reset: the new password, sent with the token verify-otp earned. */
export function ResetPasswordForm({ paths }: { paths: AuthPaths }) {
  const { resetToken, resetEmail } = useRouterState({ select: (s) => s.location.state })
  if (!resetToken || !resetEmail) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground">
          This reset has expired or was opened directly. Request a new code to choose a new password.
        </p>
        <Button asChild className="w-full">
          <Link to={paths.forgot}>Request a new code</Link>
        </Button>
      </div>
    )
  }
  return <NewPasswordForm paths={paths} email={resetEmail} token={resetToken} />
}

function NewPasswordForm({ paths, email, token }: { paths: AuthPaths; email: string; token: string }) {
  const navigate = useNavigate()
  const form = useZodForm(resetPassword, {
    defaultValues: { email, reset_token: token, password: '', confirm_password: '' },
    labels: { password: 'New password' },
  })
  const reset = useResetPassword()

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => navigate({ to: paths.login, replace: true }),
      onError: (error) => applyServerErrors(form, error),
    }),
  )

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          New password for <span className="font-medium text-foreground">{email}</span>
        </p>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          control={form.control}
          name="password"
          label="New password"
          autoComplete="new-password"
          description={PASSWORD_HINT}
          autoFocus
        />
        <PasswordField
          control={form.control}
          name="confirm_password"
          label="Confirm password"
          autoComplete="new-password"
        />
        {form.formState.errors.root?.server && (
          <p role="alert" className="text-sm text-destructive">
            {form.formState.errors.root.server.message}
          </p>
        )}
        <SubmitButton pending={reset.isPending} className="w-full">
          Reset password
        </SubmitButton>
      </form>
    </Form>
  )
}
