import { createFileRoute } from '@tanstack/react-router'
import { CANDIDATE_PATHS, emailSearch } from '@/components/auth/auth-paths'
import { VerifyOtpScreen } from '@/components/auth/reset-screens'

export const Route = createFileRoute('/candidates/auth/verify-otp')({
  validateSearch: emailSearch,
  component: () => <VerifyOtpScreen paths={CANDIDATE_PATHS} email={Route.useSearch().email} />,
})
