import { useNavigate } from '@tanstack/react-router'
import { registerBusiness } from '@worker/resources/auth/auth.schema'
import * as React from 'react'
import { PASSWORD_HINT } from '@/components/auth/reset-password-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { PasswordField, TextField } from '@/components/forms/text-field'
import { Form } from '@/components/ui/form'
import { applyServerErrors, useZodForm } from '@/lib/forms'
import { appHost } from '@/lib/host'
import { useRegisterBusiness } from '@/lib/queries/auth'

const LABELS = {
  business_name: 'Business name',
  slug: 'Sub-domain',
  name: 'Your name',
  email: 'Work email',
  phone: 'Phone',
}

/** 'Acme Corp.' -> 'acme-corp': a starting point for the sub-domain, edited freely. */
export const suggestSlug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)

/** A business signs up: its sub-domain and its first admin; a code is mailed to verify the e-mail. */
export function RegisterForm() {
  const navigate = useNavigate()
  const form = useZodForm(registerBusiness, {
    labels: LABELS,
    defaultValues: { business_name: '', slug: '', name: '', email: '', phone: '', password: '', confirm_password: '' },
  })
  const register = useRegisterBusiness()
  const slugEdited = React.useRef(false)
  const slug = form.watch('slug')

  const onSubmit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: ({ data }) => navigate({ to: '/auth/verify-account', search: { email: data.email } }),
      onError: (error) => applyServerErrors(form, error, LABELS),
    }),
  )

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField
          control={form.control}
          name="business_name"
          label={LABELS.business_name}
          autoComplete="organization"
          autoFocus
          onInput={(e) => {
            if (!slugEdited.current) form.setValue('slug', suggestSlug(e.currentTarget.value))
          }}
        />
        <TextField
          control={form.control}
          name="slug"
          label={LABELS.slug}
          autoComplete="off"
          spellCheck={false}
          onInput={() => (slugEdited.current = true)}
          description={
            <>
              Your portal:{' '}
              <span className="font-medium text-foreground">
                {slug || 'your-business'}.{appHost.mainDomain}
              </span>
            </>
          }
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="name" label={LABELS.name} autoComplete="name" />
          <TextField
            control={form.control}
            name="phone"
            label={`${LABELS.phone} (optional)`}
            type="tel"
            autoComplete="tel"
          />
        </div>
        <TextField control={form.control} name="email" label={LABELS.email} type="email" autoComplete="email" />
        <PasswordField
          control={form.control}
          name="password"
          label="Password"
          autoComplete="new-password"
          description={PASSWORD_HINT}
        />
        <PasswordField
          control={form.control}
          name="confirm_password"
          label="Confirm password"
          autoComplete="new-password"
        />
        <SubmitButton pending={register.isPending} className="w-full">
          Create account
        </SubmitButton>
      </form>
    </Form>
  )
}
