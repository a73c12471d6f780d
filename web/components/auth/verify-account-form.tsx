import { verifyAccount } from '@worker/resources/auth/auth.schema'
import { CircleCheck } from 'lucide-react'
import * as React from 'react'
import { ResendCode } from '@/components/auth/resend-code'
import { SubmitButton } from '@/components/forms/submit-button'
import { CodeField, TextField } from '@/components/forms/text-field'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { applyServerErrors, useZodForm } from '@/lib/forms'
import { useResendVerifyEmail, useVerifyAccount, type VerifyAccountAnswer } from '@/lib/queries/auth'

/** The new business's owner enters the code mailed at sign-up; the business becomes active. */
export function VerifyAccountForm({ email }: { email?: string }) {
  const form = useZodForm(verifyAccount, { mode: 'onSubmit', defaultValues: { email: email ?? '', otp: '' } })
  const verify = useVerifyAccount()
  const resend = useResendVerifyEmail()
  const [verified, setVerified] = React.useState<VerifyAccountAnswer | null>(null)

  const onSubmit = form.handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: ({ data }) => setVerified(data),
      onError: (error) => applyServerErrors(form, error),
    }),
  )

  const onResend = async () => {
    if (!(await form.trigger('email'))) throw new Error('invalid e-mail')
    return resend.mutateAsync({ email: form.getValues('email').trim().toLowerCase() })
  }

  if (verified) return <Verified answer={verified} />

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {!email && <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />}
        <CodeField control={form.control} name="otp" label="Verification code" autoFocus />
        <SubmitButton pending={verify.isPending} className="w-full">
          Verify account
        </SubmitButton>
        <ResendCode onResend={onResend} pending={resend.isPending} />
      </form>
    </Form>
  )
}

function Verified({ answer }: { answer: VerifyAccountAnswer }) {
  return (
    <div className="grid gap-4 text-center" role="status">
      <CircleCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
      <p className="text-sm">
        <span className="font-medium">{answer.business.name}</span> is verified. Your team signs in at its own address:
      </p>
      <p className="break-all rounded-md bg-muted px-3 py-2 font-mono text-sm">{answer.login_url}</p>
      <Button asChild className="w-full">
        <a href={answer.login_url}>Go to {answer.business.name} sign-in</a>
      </Button>
    </div>
  )
}
