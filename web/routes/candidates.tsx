import { createFileRoute, Outlet, redirect, useMatches } from '@tanstack/react-router'
import { candidateOrigin } from '@/components/auth/auth-paths'
import { CandidateShell } from '@/components/auth/candidate-shell'
import { useSignOut } from '@/components/auth/use-sign-out'
import { WrongHost } from '@/components/auth/wrong-host'
import { PortalNotFound } from '@/components/layout/route-states'
import { getAuth, useAuth } from '@/lib/auth'
import { appHost } from '@/lib/host'
import { ensureSessionVerified } from '@/lib/queries/auth'

/** /candidates/auth/* are open; every other candidate screen needs a verified candidate session. */
const isAuthScreen = (pathname: string) => pathname.startsWith('/candidates/auth/')
/** The exam takes the whole screen: the area's frame steps aside (the exam has its own header). */
const isFullScreen = (pathname: string) => pathname.startsWith('/candidates/exams/')

export const Route = createFileRoute('/candidates')({
  beforeLoad: async ({ location }) => {
    // Elsewhere than the candidate host the layout explains where the candidate area lives.
    if (appHost.host !== 'candidate') return
    if (/^\/candidates\/?$/.test(location.pathname)) throw redirect({ to: '/candidates/dashboard' })
    if (isAuthScreen(location.pathname)) return
    const toLogin = () => redirect({ to: '/candidates/auth/login', search: { redirect: location.href } })
    if (getAuth()?.principal !== 'candidate') throw toLogin()
    if (!(await ensureSessionVerified())) throw toLogin()
  },
  component: CandidatesLayout,
  notFoundComponent: PortalNotFound,
})

function CandidatesLayout() {
  // The rendered matches, not the location: during a navigation the location already names the
  // next screen while the current one is still on show.
  const onAuthScreen = useMatches({ select: (matches) => matches.some((m) => isAuthScreen(m.pathname)) })
  const fullScreen = useMatches({ select: (matches) => matches.some((m) => isFullScreen(m.pathname)) })
  if (appHost.host !== 'candidate') return <CandidateAreaElsewhere />
  if (onAuthScreen || fullScreen) return <Outlet />
  return <SignedInCandidate />
}

function SignedInCandidate() {
  const auth = useAuth()
  const { signOut } = useSignOut('/candidates/auth/login')
  if (auth?.principal !== 'candidate') return null
  return (
    <CandidateShell onLogout={signOut}>
      <Outlet />
    </CandidateShell>
  )
}

function CandidateAreaElsewhere() {
  if (appHost.host === 'business' && appHost.slug) {
    return (
      <WrongHost
        title="Candidate area"
        message={`Candidates of ${appHost.business?.name ?? 'this business'} sign in on its candidate address.`}
        href={`${candidateOrigin(appHost.slug)}/candidates/auth/login`}
        action="Go to the candidate sign-in"
      />
    )
  }
  return (
    <WrongHost
      title="Candidate area"
      message="Each company has its own candidate address. Open the link in the e-mail the company sent you to sign in."
      href="/auth/login"
      action="Staff sign-in"
    />
  )
}
