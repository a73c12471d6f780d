import { createFileRoute, redirect } from '@tanstack/react-router'
import { emailSearch, mainOrigin } from '@/components/auth/auth-paths'
import { VerifyAccountForm } from '@/components/auth/verify-account-form'
import { WrongHost } from '@/components/auth/wrong-host'
import { AuthLayout } from '@/components/layout/auth-layout'
import { appHost } from '@/lib/host'

export const Route = createFileRoute('/auth/verify-account')({
  validateSearch: emailSearch,
  beforeLoad: () => {
    if (appHost.host === 'candidate') throw redirect({ to: '/candidates/auth/login' })
  },
  component: VerifyAccountPage,
})

function VerifyAccountPage() {
  const { email } = Route.useSearch()
  // Sign-up (and so its verification) lives on the main domain.
  if (appHost.host !== 'main') {
    const query = email ? `?email=${encodeURIComponent(email)}` : ''
    return (
      <WrongHost
        title="Verify your account"
        message="Business accounts are verified on Hirely's main site, where you registered."
        href={`${mainOrigin()}/auth/verify-account${query}`}
        action="Verify on Hirely"
      />
    )
  }
  return (
    <AuthLayout
      title="Verify your account"
      description={
        email ? (
          <>
            We sent a 6-digit code to <span className="font-medium text-foreground">{email}</span>. Enter it to activate
            your business.
          </>
        ) : (
          'Enter the e-mail you registered with and the 6-digit code we sent to it.'
        )
      }
    >
      <VerifyAccountForm email={email} />
    </AuthLayout>
  )
}
