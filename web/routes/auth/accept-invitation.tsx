import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from '@worker/schemas/zod'
import { emailParam } from '@/components/auth/auth-paths'
import { AcceptInvitationForm } from '@/components/invitations/accept-invitation-form'
import { AuthLayout } from '@/components/layout/auth-layout'
import { appHost } from '@/lib/host'
import { linkSecret } from '@/lib/link-secrets'

/** The link of an employee invitation e-mail: `?email=…#token=…`, on the business's portal. */
const search = z.object({ email: emailParam })

export const Route = createFileRoute('/auth/accept-invitation')({
  validateSearch: search,
  beforeLoad: () => {
    if (appHost.host === 'candidate') throw redirect({ to: '/candidates/auth/login' })
  },
  component: AcceptInvitationPage,
})

function AcceptInvitationPage() {
  const { email } = Route.useSearch()
  const token = linkSecret('token')
  const business = appHost.business?.name
  return (
    <AuthLayout
      title="Set your password"
      description={
        business
          ? `Welcome to the ${business} hiring portal. Choose a password to activate your account.`
          : 'Choose a password to activate your account.'
      }
    >
      <AcceptInvitationForm email={email} token={token} />
    </AuthLayout>
  )
}
