import { createFileRoute, redirect } from '@tanstack/react-router'
import { appHost } from '@/lib/host'

/** `/` of the SPA: the candidate area on a candidate host, the sign-in elsewhere (the public site takes `/` on the main domain server-side). */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: appHost.host === 'candidate' ? '/candidates/dashboard' : '/auth/login', replace: true })
  },
})
