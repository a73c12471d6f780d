import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { loginSearch, STAFF_PATHS } from '@/components/auth/auth-paths'
import { LoginForm } from '@/components/auth/login-form'
import { AuthLayout } from '@/components/layout/auth-layout'
import { getAuth } from '@/lib/auth'
import { appHost } from '@/lib/host'
import { hostPrincipal } from '@/lib/queries/auth'

export const Route = createFileRoute('/auth/login')({
  validateSearch: loginSearch,
  beforeLoad: ({ search }) => {
    if (appHost.host === 'candidate') throw redirect({ to: '/candidates/auth/login', search })
    if (getAuth()?.principal === hostPrincipal)
      throw redirect({ href: search.redirect ?? STAFF_PATHS.home, replace: true })
  },
  component: LoginPage,
})

function LoginPage() {
  const { redirect: target } = Route.useSearch()
  const business = appHost.business?.name
  return (
    <AuthLayout
      title="Sign in"
      description={business ? `Sign in to the ${business} staff portal.` : 'Sign in to the Hirely platform console.'}
      footer={
        appHost.host === 'main' ? (
          <p>
            New to Hirely?{' '}
            <Link to="/auth/register" className="font-medium text-primary underline-offset-4 hover:underline">
              Register your business
            </Link>
          </p>
        ) : undefined
      }
    >
      <LoginForm paths={STAFF_PATHS} redirect={target} />
    </AuthLayout>
  )
}
