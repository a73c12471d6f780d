import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { CloudOff, FileQuestion, RotateCw, TriangleAlert } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { isApiError } from '@/lib/api'
import { appHost } from '@/lib/host'

/** A way back inside the portal: the dashboard of whoever is signed in on this host. */
function BackToDashboard() {
  return (
    <Button asChild variant="outline">
      <Link to={appHost.host === 'candidate' ? '/candidates/dashboard' : '/admin/dashboard'}>
        Back to the dashboard
      </Link>
    </Button>
  )
}

/**
 * A portal page that does not exist (an unknown address under /admin or /candidates): shown inside the shell,
 * with the sidebar and header kept and the tab named.
 */
export function PortalNotFound() {
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState
        icon={FileQuestion}
        title="There is no page at this address"
        description="It may have moved, or the link was mistyped. The sidebar has every page you can open."
        action={<BackToDashboard />}
      />
    </>
  )
}

/** The fetch never reached the server (offline, DNS, the connection dropped). */
const isNetworkError = (error: unknown) =>
  error instanceof TypeError ||
  (isApiError(error) && (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504))

/**
 * The one error state of every portal route (the router's default): a record that is missing,
 * mistyped or another business's (404) reads as not found; a network failure offers a retry;
 * anything else says the page could not open, with a retry and a way back. Rendered where the
 * page would be, so the shell stays.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const retry = () => {
    reset()
    void router.invalidate()
  }
  if (isApiError(error) && error.status === 404)
    return (
      <>
        <PageHeader title="Not found" />
        <EmptyState
          icon={FileQuestion}
          title="We could not find that"
          description={`${error.message} It may have been deleted, or the link is wrong.`}
          action={<BackToDashboard />}
        />
      </>
    )
  const offline = isNetworkError(error)
  return (
    <>
      <PageHeader title={offline ? 'Connection lost' : 'This page could not open'} />
      <EmptyState
        role="alert"
        icon={offline ? CloudOff : TriangleAlert}
        title={offline ? 'We could not reach the server' : 'Something went wrong on this page'}
        description={
          offline
            ? 'Check your connection, then try again.'
            : isApiError(error)
              ? error.message
              : 'Try again; if it keeps happening, tell your administrator.'
        }
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={retry}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
            <BackToDashboard />
          </div>
        }
      />
    </>
  )
}
