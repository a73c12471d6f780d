import * as React from 'react'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import type { CandidateDetail } from '@/lib/queries/candidates'
import { CommentsPanel } from './comments-panel'

/**
 * The feedback and documents tabs show nothing until chosen, so their panels (and the documents'
 * request dialog) load when their tab is first reached for, not with the page (issue 22):
 * pointing at or focusing the tab starts the download.
 */
const loadFeedback = () => import('./feedback-panel')
const loadDocuments = () => import('./documents-panel')
const FeedbackPanel = React.lazy(() => loadFeedback().then((m) => ({ default: m.FeedbackPanel })))
const DocumentsPanel = React.lazy(() => loadDocuments().then((m) => ({ default: m.DocumentsPanel })))

/** What the panels show while their own data loads. */
const loading = <Skeleton className="h-20 w-full" />

/** The candidate's comments, feedback and documents, one tab each. */
export function CandidateTabs({
  candidate,
  canComment,
  canRequest,
  canChooseResume,
}: {
  candidate: CandidateDetail
  canComment: boolean
  canRequest: boolean
  canChooseResume: boolean
}) {
  return (
    <Card>
      <CardContent className="pt-0">
        <Tabs defaultValue="comments">
          <TabsList>
            <TabsTrigger value="comments">Comments ({candidate.counts.comments})</TabsTrigger>
            <TabsTrigger value="feedback" onPointerEnter={loadFeedback} onFocus={loadFeedback}>
              Feedback ({candidate.counts.feedback})
            </TabsTrigger>
            <TabsTrigger value="documents" onPointerEnter={loadDocuments} onFocus={loadDocuments}>
              Documents ({candidate.counts.documents + (candidate.resume ? 1 : 0)})
            </TabsTrigger>
          </TabsList>
          <TabsContent value="comments" className="pt-4">
            <CommentsPanel candidateId={candidate.id} canComment={canComment} />
          </TabsContent>
          <TabsContent value="feedback" className="pt-4">
            <React.Suspense fallback={loading}>
              <FeedbackPanel candidateId={candidate.id} />
            </React.Suspense>
          </TabsContent>
          <TabsContent value="documents" className="pt-4">
            <React.Suspense fallback={loading}>
              <DocumentsPanel candidate={candidate} canRequest={canRequest} canChooseResume={canChooseResume} />
            </React.Suspense>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  )
}
