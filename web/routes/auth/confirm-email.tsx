import { useMutation } from '@tanstack/react-query'
import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { z } from '@worker/schemas/zod'
import * as React from 'react'
import { AuthLayout } from '@/components/layout/auth-layout'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { api, ApiError } from '@/lib/api'
import { appHost } from '@/lib/host'

/** The link mailed to a new e-mail address of a staff account: `?token=`, on the business's portal. */
export const Route = createFileRoute('/auth/confirm-email')({
  validateSearch: z.object({ token: z.string().trim().min(20).max(300).optional().catch(undefined) }),
  beforeLoad: () => {
    if (appHost.host !== 'business') throw redirect({ to: '/auth/login' })
  },
  component: ConfirmEmailPage,
})

function ConfirmEmailPage() {
  const search = Route.useSearch()
  // Kept from the first render: the address bar loses it at once.
  const [token] = React.useState(search.token)
  const confirm = useMutation({
    mutationFn: (value: string) => api.request<{ email: string }>('/wildcard/auth/confirm-email', { method: 'POST', body: { token: value }, skipAuthRedirect: true }),
  })
  const started = React.useRef(false)
  React.useEffect(() => {
    // The token leaves the address bar (history, Referer) before anything else happens.
    window.history.replaceState(window.history.state, '', window.location.pathname)
    if (started.current || !token) return
    started.current = true
    confirm.mutate(token)
  }, [token, confirm])

  const failed = !token ? 'This confirmation link is incomplete. Open the link from the e-mail again.' : confirm.error instanceof ApiError ? confirm.error.message : confirm.isError ? 'The address could not be confirmed. Please try again.' : null
  return (
    <AuthLayout title="Confirm your e-mail address" description="Your account switches to the new address once it is confirmed.">
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
            <Link to="/auth/login">Go to sign in</Link>
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
