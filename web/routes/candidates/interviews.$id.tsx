import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { InterviewFeedbackForm } from '@/components/candidate-area/feedback-form'
import { InterviewItem } from '@/components/candidate-area/interview-item'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { myInterviewQuery } from '@/lib/queries/candidate-area'

export const Route = createFileRoute('/candidates/interviews/$id')({ component: MyInterviewPage })

function MyInterviewPage() {
  const { id } = Route.useParams()
  const detail = useQuery(myInterviewQuery(id))
  if (detail.isPending) return <LoadingState rows={3} columns={1} label="Loading the interview…" />
  if (detail.isError) return <EmptyState title="This interview could not be found" description={detail.error.message} />
  const i = detail.data
  return (
    <>
      <Link
        to="/candidates/interviews"
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All interviews
      </Link>
      <PageHeader title={i.title} description={i.opportunity?.title} />
      <div className="grid gap-6">
        <ul>
          <InterviewItem interview={i} />
        </ul>
        {i.can_give_feedback && (
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Your feedback about this step</CardTitle>
              <CardDescription>
                It helps the company improve its process and does not affect your application.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <InterviewFeedbackForm interviewId={i.id} initial={i.my_feedback} />
            </CardContent>
          </Card>
        )}
      </div>
    </>
  )
}
