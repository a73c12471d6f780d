import * as React from 'react'
import { usePermissions } from '@/lib/permissions'
import type { CandidateDetail } from '@/lib/queries/candidates'

const Card = React.lazy(() => import('./candidate-rounds-card').then((m) => ({ default: m.CandidateRoundsCard })))

/**
 * The candidate page's interviews card, for staff who see interviews (all of them, or their own
 * with `interviews.feedback`); loaded after the page, which keeps the page's first load as it was.
 */
export function CandidateRounds({ candidate }: { candidate: CandidateDetail }) {
  const can = usePermissions()
  if (!can('interviews') && !can('interviews', 'feedback')) return null
  return (
    <React.Suspense fallback={null}>
      <Card candidate={candidate} canSchedule={can('interviews', 'schedule')} />
    </React.Suspense>
  )
}
