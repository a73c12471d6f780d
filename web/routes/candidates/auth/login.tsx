import { createFileRoute, redirect } from '@tanstack/react-router'
import { CANDIDATE_PATHS, loginSearch } from '@/components/auth/auth-paths'
import { LoginForm } from '@/components/auth/login-form'
import { AuthLayout } from '@/components/layout/auth-layout'
import { getAuth } from '@/lib/auth'
import { appHost } from '@/lib/host'

export const Route = createFileRoute('/candidates/auth/login')({
  validateSearch: loginSearch,
  beforeLoad: ({ search }) => {
    if (appHost.host === 'candidate' && getAuth()?.principal === 'candidate')
      throw redirect({ href: search.redirect ?? CANDIDATE_PATHS.home, replace: true })
  },
  component: CandidateLoginPage,
})

function CandidateLoginPage() {
  const { redirect: target } = Route.useSearch()
  return (
    <AuthLayout
      title="Candidate sign in"
      description={`Sign in to follow your application with ${appHost.business?.name ?? 'us'}, take your assessments and keep your profile up to date.`}
    >
      <LoginForm paths={CANDIDATE_PATHS} redirect={target} />
    </AuthLayout>
  )
}
