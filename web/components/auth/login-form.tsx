import { Link, useNavigate } from '@tanstack/react-router'
import { login } from '@worker/resources/auth/auth.schema'
import type { AuthPaths } from '@/components/auth/auth-paths'
import { GoogleSignIn } from '@/components/auth/google-sign-in'
import { SubmitButton } from '@/components/forms/submit-button'
import { PasswordField, TextField } from '@/components/forms/text-field'
import { Form } from '@/components/ui/form'
import { applyServerErrors, useZodForm } from '@/lib/forms'
import { useLogin } from '@/lib/queries/auth'

type LoginFormProps = { paths: AuthPaths; redirect?: string }

/** E-mail and password; on success the session is stored and the user goes where they were heading. */
export function LoginForm({ paths, redirect }: LoginFormProps) {
  const navigate = useNavigate()
  // Checked on submit, not on blur: an error appearing as the e-mail field loses focus would move
  // 'Forgot password?' from under the pointer between mouse-down and mouse-up.
  const form = useZodForm(login, { mode: 'onSubmit', defaultValues: { email: '', password: '' } })
  const signIn = useLogin()
  const typedEmail = form.watch('email')

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: () => navigate({ href: redirect ?? paths.home, replace: true }),
      onError: (error) => applyServerErrors(form, error),
    }),
  )

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" autoFocus />
        <div className="grid gap-2">
          <PasswordField control={form.control} name="password" label="Password" autoComplete="current-password" />
          <Link
            to={paths.forgot}
            search={{ email: typedEmail?.trim() || undefined }}
            className="justify-self-end rounded-sm text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            Forgot password?
          </Link>
        </div>
        <SubmitButton pending={signIn.isPending} className="w-full">
          Sign in
        </SubmitButton>
        <GoogleSignIn onSignedIn={() => void navigate({ href: redirect ?? paths.home, replace: true })} />
      </form>
    </Form>
  )
}
