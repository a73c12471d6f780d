import { useMutation } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { AuthLayout } from '@/components/layout/auth-layout'
import { Spinner } from '@/components/ui/spinner'
import { ApiError, api } from '@/lib/api'
import { type NodeTree, setAuth } from '@/lib/auth'
import { linkSecret } from '@/lib/link-secrets'
import { notify } from '@/lib/toast'

export const Route = createFileRoute('/auth/impersonate')({ component: ImpersonatePage })

/** Opened from the platform admin's console: trade the one-minute link (#token=) for a portal session. */
function ImpersonatePage() {
  const token = linkSecret('token') ?? ''
  const navigate = useNavigate()
  const redeem = useMutation({
    mutationFn: () => api.send('post', '/wildcard/auth/impersonate', { json: { token } }, { skipAuthRedirect: true }),
    onSuccess: ({ data, message }) => {
      setAuth({ principal: 'employee', user: data.employee, nodes: data.nodes as NodeTree[] })
      notify.success(message)
      void navigate({ to: '/admin/dashboard', replace: true })
    },
    onError: (e) => notify.error(e instanceof ApiError ? e.message : 'This sign-in link could not be used.'),
  })
  const started = React.useRef(false)
  React.useEffect(() => {
    if (started.current || !token) return
    started.current = true
    redeem.mutate()
  }, [token, redeem])
  return (
    <AuthLayout title="Opening the portal" description="Signing you in with the link from the platform console.">
      {redeem.isError || !token ? (
        <p role="alert" className="text-sm text-destructive">
          {redeem.error instanceof ApiError
            ? redeem.error.message
            : 'This sign-in link is invalid or has expired. Please open the portal again.'}
        </p>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Signing in…
        </p>
      )}
    </AuthLayout>
  )
}
