import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ExamEditor } from '@/components/exams/exam-editor'
import { examStateLabel } from '@/components/exams/exam-labels'
import { ExamLive } from '@/components/exams/exam-live'
import { ExamResultDetail } from '@/components/exams/exam-result-detail'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { usePermissions } from '@/lib/permissions'
import { staffExamQuery } from '@/lib/queries/exams'

/**
 * An online exam's page (issue 15): its questions and window, its results with a reviewer's
 * scores, and the live view while it runs. The interviews screens link here.
 */
export const Route = createFileRoute('/admin/interviews_/$id/exam')({ component: ExamPage })

function ExamPage() {
  const { id } = Route.useParams()
  const can = usePermissions()
  const exam = useQuery(staffExamQuery(id))
  if (exam.isPending) return <LoadingState rows={4} columns={1} label="Loading the exam…" />
  if (exam.isError) return <EmptyState title="This exam could not be found" description={exam.error.message} />
  const settings = exam.data.exam
  const started = settings.status !== 'not_started'
  return (
    <>
      <PageHeader title={settings.title} description={`Online exam · ${examStateLabel(settings.status)}`} />
      <Tabs defaultValue={started ? 'results' : 'questions'}>
        <TabsList>
          <TabsTrigger value="results">Results</TabsTrigger>
          <TabsTrigger value="questions">Questions</TabsTrigger>
          <TabsTrigger value="live">Live</TabsTrigger>
        </TabsList>
        <TabsContent value="results" className="pt-4">
          <ExamResultDetail examId={id} canReview={can('interviews', 'review')} />
        </TabsContent>
        <TabsContent value="questions" className="pt-4">
          <ExamEditor examId={id} canEdit={can('interviews', 'update')} />
        </TabsContent>
        <TabsContent value="live" className="pt-4">
          <ExamLive examId={id} />
        </TabsContent>
      </Tabs>
    </>
  )
}
