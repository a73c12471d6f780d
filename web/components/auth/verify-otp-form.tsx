import { useNavigate } from '@tanstack/react-router'
import { verifyOtp } from '@worker/resources/auth/auth.schema'
import type { AuthPaths } from '@/components/auth/auth-paths'
import { ResendCode } from '@/components/auth/resend-code'
import { SubmitButton } from '@/components/forms/submit-button'
import { CodeField, TextField } from '@/components/forms/text-field'
import { Form } from '@/components/ui/form'
import { applyServerErrors, useZodForm } from '@/lib/forms'
import { useResendResetCode, useVerifyResetCode } from '@/lib/queries/auth'

/**
 * Step 2 of the reset: the code from the e-mail. The reset token it earns goes on to the next
 * screen in the router's history state, never in the address bar.
 */
export function VerifyOtpForm({ paths, email }: { paths: AuthPaths; email?: string }) {
  const navigate = useNavigate()
  const form = useZodForm(verifyOtp, { mode: 'onSubmit', defaultValues: { email: email ?? '', otp: '' } })
  const verify = useVerifyResetCode()
  const resend = useResendResetCode()

  const onSubmit = form.handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: ({ data }) =>
        navigate({ to: paths.reset, state: { resetToken: data.reset_token, resetEmail: values.email }, replace: true }),
      onError: (error) => applyServerErrors(form, error),
    }),
  )

  const onResend = async () => {
    const valid = await form.trigger('email')
    if (!valid) throw new Error('invalid e-mail')
    return resend.mutateAsync({ email: form.getValues('email').trim().toLowerCase() })
  }

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {!email && <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />}
        <CodeField control={form.control} name="otp" label="Verification code" autoFocus />
        <SubmitButton pending={verify.isPending} className="w-full">
          Verify code
        </SubmitButton>
        <ResendCode onResend={onResend} pending={resend.isPending} />
      </form>
    </Form>
  )
}
