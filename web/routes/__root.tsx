import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { AppToaster } from '@/components/layout/app-toaster'
import { RoutePending } from '@/components/layout/route-pending'
import { NotFound } from '@/components/not-found'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Root,
  notFoundComponent: NotFound,
})

function Root() {
  return (
    <>
      <RoutePending />
      <Outlet />
      <AppToaster />
    </>
  )
}
