import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { CalendarClock } from 'lucide-react'
import { InterviewItem } from '@/components/candidate-area/interview-item'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { myInterviewsQuery } from '@/lib/queries/candidate-area'

export const Route = createFileRoute('/candidates/interviews/')({ component: MyInterviews })

function MyInterviews() {
  return (
    <>
      <PageHeader
        title="Interviews"
        description="Your interviews and exams, upcoming and past. Times are in your time zone."
      />
      <Tabs defaultValue="upcoming">
        <TabsList>
          <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
          <TabsTrigger value="past">History</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming" className="pt-4">
          <InterviewList when="upcoming" empty="Nothing scheduled right now." />
        </TabsContent>
        <TabsContent value="past" className="pt-4">
          <InterviewList when="past" empty="No past interviews yet." />
        </TabsContent>
      </Tabs>
    </>
  )
}

function InterviewList({ when, empty }: { when: 'upcoming' | 'past'; empty: string }) {
  const list = useQuery(myInterviewsQuery(when))
  if (list.isPending) return <LoadingState rows={3} columns={1} label="Loading interviews…" />
  if (list.isError) return <EmptyState title="Your interviews could not be loaded" description="Please try again." />
  if (!list.data.rows.length) return <EmptyState icon={CalendarClock} title={empty} />
  return (
    <ul className="grid gap-3" aria-label={when === 'upcoming' ? 'Upcoming interviews' : 'Past interviews'}>
      {list.data.rows.map((i) => (
        <InterviewItem key={i.id} interview={i} />
      ))}
    </ul>
  )
}
