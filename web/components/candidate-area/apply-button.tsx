import { Send } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useApplyToJob } from '@/lib/queries/candidate-area'

/** Apply for an open job with the profile the company already has: one click, no form. */
export function ApplyButton({ jobId, title }: { jobId: string; title: string }) {
  const apply = useApplyToJob()
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => apply.mutate(jobId)}
      disabled={apply.isPending || apply.isSuccess}
      aria-label={`Apply for ${title}`}
    >
      {apply.isPending ? <Spinner /> : <Send aria-hidden="true" />}
      {apply.isSuccess ? 'Applied' : 'Apply'}
    </Button>
  )
}
