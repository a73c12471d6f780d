import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { LoadingState } from '@/components/layout/loading-state'

// The page loads when it renders: the route's entry in every first load stays one small line
// (tests/build/bundle-budget.test.ts).
const Page = lazy(() => import('@/components/candidate-area/page-profile').then((m) => ({ default: m.MyProfilePage })))

export const Route = createFileRoute('/candidates/profile')({ component: CandidatePage })

function CandidatePage() {
  return (
    <Suspense fallback={<LoadingState rows={3} columns={1} />}>
      <Page />
    </Suspense>
  )
}
