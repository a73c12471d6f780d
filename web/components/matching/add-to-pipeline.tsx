import { CANDIDATE_STATE_LABELS } from '@worker/resources/candidates/candidates.schema'
import { Plus } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { type TopCandidate, useAddToPipeline } from '@/lib/queries/matching'

/**
 * A top candidate's place in this job's pipeline: their stage when they have an application,
 * otherwise one click to add them (as new). Blacklisted people cannot be added.
 */
export function PipelinePlace({ jobId, row, canAdd }: { jobId: string; row: TopCandidate; canAdd: boolean }) {
  const add = useAddToPipeline(jobId)
  if (row.application)
    return <Badge variant="secondary">In pipeline · {CANDIDATE_STATE_LABELS[row.application.stage]}</Badge>
  if (!canAdd || row.candidate.is_blacklisted) return null
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={add.isPending}
      onClick={() => add.mutate(row.candidate.id)}
      aria-label={`Add ${row.candidate.name} to the pipeline`}
    >
      <Plus aria-hidden="true" />
      Add to pipeline
    </Button>
  )
}
