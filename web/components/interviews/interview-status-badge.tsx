import {
  CANDIDATE_INTERVIEW_STATE_LABELS,
  type CandidateInterviewState,
  INTERVIEW_STATE_LABELS,
  type InterviewState,
  RECOMMENDATION_LABELS,
  type Recommendation,
} from '@worker/resources/interviews/interview-states'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'
import { PROCESS_TONES, RECOMMENDATION_TONES, STATE_TONES } from './interview-labels'

export function InterviewStatusBadge({ status, className }: { status: InterviewState; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STATE_TONES[status], className)}>
      {INTERVIEW_STATE_LABELS[status]}
    </Badge>
  )
}

export function ProcessStatusBadge({ status }: { status: CandidateInterviewState }) {
  return (
    <Badge variant="outline" className={PROCESS_TONES[status]}>
      {CANDIDATE_INTERVIEW_STATE_LABELS[status]}
    </Badge>
  )
}

export function RecommendationBadge({ value }: { value: Recommendation }) {
  return (
    <Badge variant="outline" className={RECOMMENDATION_TONES[value]}>
      {RECOMMENDATION_LABELS[value]}
    </Badge>
  )
}
