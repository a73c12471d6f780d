import { createFileRoute } from '@tanstack/react-router'
import { CANDIDATE_PATHS, emailSearch } from '@/components/auth/auth-paths'
import { ForgotPasswordScreen } from '@/components/auth/reset-screens'

export const Route = createFileRoute('/candidates/auth/forgot-password')({
  validateSearch: emailSearch,
  component: () => <ForgotPasswordScreen paths={CANDIDATE_PATHS} email={Route.useSearch().email} />,
})
