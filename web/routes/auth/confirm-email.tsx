import { useMutation } from '@tanstack/react-query'
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { AuthLayout } from '@/components/layout/auth-layout'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { ApiError, api } from '@/lib/api'
import { getAuth } from '@/lib/auth'
import { appHost } from '@/lib/host'
import { linkSecret } from '@/lib/link-secrets'
import { hostPrincipal } from '@/lib/queries/auth'

/** Where the link's token waits (this tab only) while the holder signs in. */
const TOKEN_KEY = 'hirely.confirm-email.token'
const PATH = '/auth/confirm-email'

/**
 * The link mailed to a new e-mail address of a staff account (`#token=`, on the business's
 * portal; lib/link-secrets.ts has already taken it out of the address bar). It works only for
 * someone signed in to that account (docs/security.md), so a signed-out visitor signs in first
 * and comes back here: the token waits in this tab's sessionStorage meanwhile.
 */
export const Route = createFileRoute('/auth/confirm-email')({
  beforeLoad: () => {
    if (appHost.host !== 'business') throw redirect({ to: '/auth/login' })
    const token = linkSecret('token')
    if (token) sessionStorage.setItem(TOKEN_KEY, token)
    if (getAuth()?.principal !== hostPrincipal)
      throw redirect({ to: '/auth/login', search: { redirect: PATH }, replace: true })
  },
  component: ConfirmEmailPage,
})

function ConfirmEmailPage() {
  const navigate = useNavigate()
  const [token] = React.useState(() => sessionStorage.getItem(TOKEN_KEY) ?? undefined)
  const confirm = useMutation({
    mutationFn: (value: string) =>
      api.send('post', '/wildcard/auth/confirm-email', { json: { token: value } }, { skipAuthRedirect: true }),
    onSettled: (_data, error) => {
      if (error instanceof ApiError && error.status === 401)
        void navigate({ to: '/auth/login', search: { redirect: PATH }, replace: true })
      else sessionStorage.removeItem(TOKEN_KEY)
    },
  })
  const started = React.useRef(false)
  React.useEffect(() => {
    if (started.current || !token) return
    started.current = true
    confirm.mutate(token)
  }, [token, confirm])

  const failed = !token
    ? 'This confirmation link is incomplete. Open the link from the e-mail again.'
    : confirm.error instanceof ApiError
      ? confirm.error.message
      : confirm.isError
        ? 'The address could not be confirmed. Please try again.'
        : null
  return (
    <AuthLayout
      title="Confirm your e-mail address"
      description="Your account switches to the new address once it is confirmed."
    >
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {failed}
        </p>
      ) : confirm.isSuccess ? (
        <div className="space-y-4">
          <p role="status" className="text-sm">
            {confirm.data.message} Sign in with it from now on.
          </p>
          <Button asChild className="w-full">
            <Link to="/admin/dashboard">Go to the dashboard</Link>
          </Button>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Confirming…
        </p>
      )}
    </AuthLayout>
  )
}
