import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { acceptInvitation } from '@worker/resources/employees/employees.schema'
import type { z } from '@worker/schemas/zod'
import { SubmitButton } from '@/components/forms/submit-button'
import { PasswordField } from '@/components/forms/text-field'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { api } from '@/lib/api'
import { applyServerErrors, useZodForm } from '@/lib/forms'
import { notify } from '@/lib/toast'

const PASSWORD_HINT = 'At least 8 characters, with upper- and lower-case letters, a digit and a special character.'

/** The invited employee chooses a password with the token from their e-mail, then signs in. */
export function AcceptInvitationForm({ email, token }: { email?: string; token?: string }) {
  if (!email || !token) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground">
          This invitation link is incomplete. Open the link from your invitation e-mail again, or ask your administrator
          to send a new one.
        </p>
        <Button asChild className="w-full">
          <Link to="/auth/login">Go to sign in</Link>
        </Button>
      </div>
    )
  }
  return <PasswordForm email={email} token={token} />
}

function PasswordForm({ email, token }: { email: string; token: string }) {
  const navigate = useNavigate()
  const form = useZodForm(acceptInvitation, { defaultValues: { email, token, password: '', confirm_password: '' } })
  const accept = useMutation({
    mutationFn: (values: z.output<typeof acceptInvitation>) =>
      api.send('post', '/wildcard/auth/accept-invitation', { json: values }, { skipAuthRedirect: true }),
  })
  const onSubmit = form.handleSubmit((values) =>
    accept.mutate(values, {
      onSuccess: (result) => {
        notify.success(result.message)
        void navigate({ to: '/auth/login', replace: true })
      },
      onError: (error) => {
        notify.error(error.message)
        applyServerErrors(form, error)
      },
    }),
  )
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          Account: <span className="font-medium text-foreground">{email}</span>
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
        <SubmitButton pending={accept.isPending} className="w-full">
          Set password
        </SubmitButton>
      </form>
    </Form>
  )
}
