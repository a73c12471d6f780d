import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { RoutePending } from '@/components/layout/route-pending'
import { NotFound } from '@/components/not-found'
import { Toaster } from '@/components/ui/sonner'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Root,
  notFoundComponent: NotFound,
})

function Root() {
  return (
    <>
      <RoutePending />
      <Outlet />
      <Toaster />
    </>
  )
}
