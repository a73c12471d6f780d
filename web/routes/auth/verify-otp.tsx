import { createFileRoute, redirect } from '@tanstack/react-router'
import { emailSearch, STAFF_PATHS } from '@/components/auth/auth-paths'
import { VerifyOtpScreen } from '@/components/auth/reset-screens'
import { appHost } from '@/lib/host'

export const Route = createFileRoute('/auth/verify-otp')({
  validateSearch: emailSearch,
  beforeLoad: ({ search }) => {
    if (appHost.host === 'candidate') throw redirect({ to: '/candidates/auth/verify-otp', search })
  },
  component: () => <VerifyOtpScreen paths={STAFF_PATHS} email={Route.useSearch().email} />,
})
