import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'

/** /admin/interviews/$id (issue 14); the page loads after the route, as /admin/interviews does. */
export const Route = createFileRoute('/admin/interviews/$id')({
  component: lazyRouteComponent(() => import('@/components/interviews/interview-page')),
})
