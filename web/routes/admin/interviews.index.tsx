import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'

/**
 * /admin/interviews (issue 14). The page, and the reading of its URL (lib/queries/interview-search),
 * load after the route: nothing of it joins every page's first load (tests/build/bundle-budget.test.ts).
 */
export const Route = createFileRoute('/admin/interviews/')({
  component: lazyRouteComponent(() => import('@/components/interviews/interviews-page')),
})
