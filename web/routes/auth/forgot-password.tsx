import { createFileRoute, redirect } from '@tanstack/react-router'
import { emailSearch, STAFF_PATHS } from '@/components/auth/auth-paths'
import { ForgotPasswordScreen } from '@/components/auth/reset-screens'
import { appHost } from '@/lib/host'

export const Route = createFileRoute('/auth/forgot-password')({
  validateSearch: emailSearch,
  beforeLoad: ({ search }) => {
    if (appHost.host === 'candidate') throw redirect({ to: '/candidates/auth/forgot-password', search })
  },
  component: () => <ForgotPasswordScreen paths={STAFF_PATHS} email={Route.useSearch().email} />,
})
