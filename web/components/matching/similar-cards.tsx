import * as React from 'react'
import { NearViewport } from '@/components/layout/near-viewport'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'

// The lists, their queries and the match explanations load when the cards come near the
// viewport: they sit at the foot of the candidate page, below its first screen (issue 22).
const Lists = () => import('./similar-lists')
const SimilarCandidatesList = React.lazy(() => Lists().then((m) => ({ default: m.SimilarCandidatesList })))
const SimilarJobsList = React.lazy(() => Lists().then((m) => ({ default: m.SimilarJobsList })))

/** What a card shows until its list is here (the list's own pending state too). */
const loading = (
  <div className="grid gap-3">
    <Skeleton className="h-12" />
    <Skeleton className="h-12" />
  </div>
)

/** The candidates most like this one: shared skills, title, years and place. */
export function SimilarCandidatesCard({ candidateId }: { candidateId: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Similar candidates</CardTitle>
        <CardDescription>People in your talent pool with a similar profile.</CardDescription>
      </CardHeader>
      <CardContent>
        <NearViewport fallback={loading}>
          <SimilarCandidatesList candidateId={candidateId} loading={loading} />
        </NearViewport>
      </CardContent>
    </Card>
  )
}

/** The business's open (and on-hold) jobs that fit this candidate best, with why. */
export function SimilarJobsCard({ candidateId }: { candidateId: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Similar jobs</CardTitle>
        <CardDescription>Open jobs this candidate fits, best first.</CardDescription>
      </CardHeader>
      <CardContent>
        <NearViewport fallback={loading}>
          <SimilarJobsList candidateId={candidateId} loading={loading} />
        </NearViewport>
      </CardContent>
    </Card>
  )
}
