import { createFileRoute, redirect } from '@tanstack/react-router'
import { STAFF_PATHS } from '@/components/auth/auth-paths'
import { ResetPasswordScreen } from '@/components/auth/reset-screens'
import { appHost } from '@/lib/host'

export const Route = createFileRoute('/auth/reset-password')({
  beforeLoad: () => {
    if (appHost.host === 'candidate') throw redirect({ to: '/candidates/auth/reset-password' })
  },
  component: () => <ResetPasswordScreen paths={STAFF_PATHS} />,
})
