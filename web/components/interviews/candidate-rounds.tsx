import { usePermissions } from '@/lib/permissions'
import type { CandidateDetail } from '@/lib/queries/candidates'
import { CandidateRoundsCard } from './candidate-rounds-card'

/**
 * The candidate page's interviews card, for staff who see interviews (all of them, or their own
 * with `interviews.feedback`). Part of the page's own chunk, as it shows on its first screen.
 */
export function CandidateRounds({ candidate }: { candidate: CandidateDetail }) {
  const can = usePermissions()
  if (!can('interviews') && !can('interviews', 'feedback')) return null
  return <CandidateRoundsCard candidate={candidate} canSchedule={can('interviews', 'schedule')} />
}
