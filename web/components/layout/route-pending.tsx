import { useRouterState } from '@tanstack/react-router'
import * as React from 'react'

/**
 * A thin bar at the top while the router loads the next route. It goes off when navigation
 * completes or fails (the router is back to 'idle' either way); quick navigations never show it.
 */
export function RoutePending({ delayMs = 120 }: { delayMs?: number }) {
  const pending = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading })
  const [visible, setVisible] = React.useState(false)

  React.useEffect(() => {
    if (!pending) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), delayMs)
    return () => clearTimeout(timer)
  }, [pending, delayMs])

  if (!visible) return null
  return (
    <div
      data-slot="route-pending"
      role="progressbar"
      aria-label="Loading page"
      aria-busy="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-0.5 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-full origin-left animate-pulse bg-primary" />
    </div>
  )
}
