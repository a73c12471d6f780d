import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { mainOrigin } from '@/components/auth/auth-paths'
import { RegisterForm } from '@/components/auth/register-form'
import { WrongHost } from '@/components/auth/wrong-host'
import { AuthLayout } from '@/components/layout/auth-layout'
import { appHost } from '@/lib/host'

export const Route = createFileRoute('/auth/register')({
  beforeLoad: () => {
    if (appHost.host === 'candidate') throw redirect({ to: '/candidates/auth/login' })
  },
  component: RegisterPage,
})

function RegisterPage() {
  // Businesses sign up on the main domain; a business's own portal only signs its staff in.
  if (appHost.host !== 'main') {
    return (
      <WrongHost
        title="Register a new business"
        message={`This is the ${appHost.business?.name ?? 'business'} staff portal. New businesses sign up on Hirely's main site.`}
        href={`${mainOrigin()}/auth/register`}
        action="Go to Hirely sign-up"
      />
    )
  }
  return (
    <AuthLayout
      title="Register your business"
      description="Create your hiring portal. We will e-mail you a code to verify your address."
      footer={
        <p>
          Already registered?{' '}
          <Link to="/auth/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      }
    >
      <RegisterForm />
    </AuthLayout>
  )
}
