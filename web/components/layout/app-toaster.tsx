import * as React from 'react'
import { loadSonner, toasterWanted } from '@/lib/toast'

const Toaster = React.lazy(() =>
  Promise.all([import('@/components/ui/sonner'), loadSonner()]).then(([m]) => ({ default: m.Toaster })),
)

/**
 * The one Toaster, mounted at the root once it may be needed (lib/toast): at the first notice,
 * or at the first press of a key or pointer, so that its live region is there before the notice
 * an action brings. A page only looked at loads none of it (issue 22).
 */
export function AppToaster() {
  const wanted = React.useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false)
  React.useEffect(() => {
    if (wanted) return
    const want = () => toasterWanted.want()
    const events = ['pointerdown', 'keydown'] as const
    for (const e of events) document.addEventListener(e, want, { capture: true, once: true })
    return () => {
      for (const e of events) document.removeEventListener(e, want, { capture: true })
    }
  }, [wanted])
  if (!wanted) return null
  return (
    <React.Suspense fallback={null}>
      <Toaster />
    </React.Suspense>
  )
}
