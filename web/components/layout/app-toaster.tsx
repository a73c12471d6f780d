import * as React from 'react'
import { loadSonner } from '@/lib/toast'

const Toaster = React.lazy(() =>
  Promise.all([import('@/components/ui/sonner'), loadSonner()]).then(([m]) => ({ default: m.Toaster })),
)

/** The one Toaster, mounted at the root once its code has loaded (lib/toast). */
export function AppToaster() {
  return (
    <React.Suspense fallback={null}>
      <Toaster />
    </React.Suspense>
  )
}
