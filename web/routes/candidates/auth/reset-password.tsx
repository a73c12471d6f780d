import { createFileRoute } from '@tanstack/react-router'
import { CANDIDATE_PATHS } from '@/components/auth/auth-paths'
import { ResetPasswordScreen } from '@/components/auth/reset-screens'

export const Route = createFileRoute('/candidates/auth/reset-password')({
  component: () => <ResetPasswordScreen paths={CANDIDATE_PATHS} />,
})
