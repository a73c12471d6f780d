import { ESIGN_CONSENT_VERSION, esignGenerate, esignVerify } from '@worker/resources/offer-letters/offer-letters.schema'
import { MailCheck, Signature } from 'lucide-react'
import * as React from 'react'
import { SubmitButton } from '@/components/forms/submit-button'
import { CodeField, TextField } from '@/components/forms/text-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { applyServerErrors, useZodForm } from '@/lib/forms'
import {
  type MyOffer,
  type SigningCode,
  useConfirmSignature,
  useResendSigningCode,
  useStartSigning,
} from '@/lib/queries/offer-letters'
import { notify } from '@/lib/toast'

/** Seconds until `at`, ticking. */
function useCountdown(at: string | null) {
  const [now, setNow] = React.useState(Date.now())
  React.useEffect(() => {
    if (!at) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [at])
  return at ? Math.max(0, Math.ceil((new Date(at).getTime() - now) / 1000)) : 0
}

/** Step 1: agree to sign electronically (the versioned consent) and type the name that signs. */
function ConsentStep({
  offer,
  candidateId,
  onSent,
}: {
  offer: MyOffer
  candidateId: string
  onSent: (c: SigningCode) => void
}) {
  const start = useStartSigning(candidateId)
  const form = useZodForm(esignGenerate, {
    defaultValues: { offer_letter_id: offer.id, full_name: '', consent_version: ESIGN_CONSENT_VERSION },
    labels: { full_name: 'Full name', consent: 'Consent' },
  })
  const name = form.watch('full_name')
  const submit = form.handleSubmit((values) =>
    start.mutate(values, {
      onSuccess: ({ data, message }) => {
        notify.success(message)
        onSent(data)
      },
      onError: (error) => {
        if (!applyServerErrors(form, error)) notify.error(error.message)
      },
    }),
  )
  return (
    <Form {...form}>
      <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Consent to sign electronically">
        <div className="rounded-md border bg-muted/40 p-3 text-sm" id="esign-consent">
          <p>{offer.consent.text}</p>
          <p className="mt-2 text-xs text-muted-foreground">Consent version {offer.consent.version}</p>
        </div>
        <FormField
          control={form.control}
          name="consent"
          render={({ field }) => (
            <FormItem className="flex items-start gap-2">
              <FormControl>
                <Checkbox
                  checked={field.value === true}
                  onCheckedChange={(v) => field.onChange(v === true ? true : undefined)}
                  aria-describedby="esign-consent"
                />
              </FormControl>
              <div className="grid gap-1">
                <FormLabel className="font-normal">I agree to sign this offer electronically.</FormLabel>
                <FormMessage />
              </div>
            </FormItem>
          )}
        />
        <TextField
          control={form.control}
          name="full_name"
          label="Type your full name to sign"
          autoComplete="name"
          maxLength={120}
        />
        {name?.trim() && (
          <p className="text-sm text-muted-foreground">
            Your signature will read{' '}
            <span className="font-serif text-2xl italic text-blue-950" data-signature-preview>
              {name}
            </span>
          </p>
        )}
        <SubmitButton pending={start.isPending} className="justify-self-start">
          <MailCheck aria-hidden="true" />
          E-mail me a signing code
        </SubmitButton>
      </form>
    </Form>
  )
}

/** Step 2: the 6-digit code from the e-mail signs the offer. */
function CodeStep({
  offer,
  candidateId,
  code,
  onResent,
  onBack,
}: {
  offer: MyOffer
  candidateId: string
  code: SigningCode
  onResent: (c: SigningCode) => void
  onBack: () => void
}) {
  const confirm = useConfirmSignature(candidateId)
  const resend = useResendSigningCode(candidateId)
  const wait = useCountdown(code.resend_after)
  const form = useZodForm(esignVerify, {
    defaultValues: { offer_letter_id: offer.id, code: '' },
    labels: { code: 'Code' },
  })
  const submit = form.handleSubmit((values) =>
    confirm.mutate(values, {
      onError: (error) => {
        if (!applyServerErrors(form, error)) form.setError('code', { type: 'server', message: error.message })
      },
    }),
  )
  return (
    <Form {...form}>
      <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Confirm with the code">
        <p className="text-sm">
          We e-mailed a 6-digit code to <strong>{code.sent_to}</strong>. It works once and expires in 10 minutes.
        </p>
        <CodeField control={form.control} name="code" label="Signing code" className="max-w-56" />
        <div className="flex flex-wrap items-center gap-2">
          <SubmitButton pending={confirm.isPending}>
            <Signature aria-hidden="true" />
            Sign offer
          </SubmitButton>
          <Button
            type="button"
            variant="outline"
            disabled={wait > 0 || resend.isPending}
            onClick={() => resend.mutate(offer.id, { onSuccess: ({ data }) => onResent(data) })}
          >
            {wait > 0 ? `Resend code in ${wait}s` : 'Resend code'}
          </Button>
          <Button type="button" variant="link" onClick={onBack}>
            Change my name
          </Button>
        </div>
      </form>
    </Form>
  )
}

/** Consent, typed name and a code by e-mail: how the candidate signs their offer. */
export function SignOfferPanel({ offer, candidateId }: { offer: MyOffer; candidateId: string }) {
  // A code already e-mailed and still good (the page was reloaded): straight to entering it.
  const [code, setCode] = React.useState<SigningCode | null>(offer.signing_code)
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Sign this offer</h2>
        </CardTitle>
        <CardDescription>
          Your signature is your typed name, confirmed with a code sent to your e-mail address. The signed letter gets a
          certificate of completion you can download.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {code ? (
          <CodeStep
            offer={offer}
            candidateId={candidateId}
            code={code}
            onResent={setCode}
            onBack={() => setCode(null)}
          />
        ) : (
          <ConsentStep offer={offer} candidateId={candidateId} onSent={setCode} />
        )}
      </CardContent>
    </Card>
  )
}
