import { useQuery } from '@tanstack/react-query'
import { CalendarDays } from 'lucide-react'
import { useState } from 'react'
import { InterviewItem } from '@/components/candidate-area/interview-item'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { myInterviewsQuery } from '@/lib/queries/candidate-area'

const VIEWS = [
  { when: 'upcoming', label: 'Upcoming', empty: 'Nothing scheduled right now.' },
  { when: 'past', label: 'History', empty: 'No past interviews yet.' },
] as const

export function MyInterviewsPage() {
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming')
  const view = VIEWS.find((v) => v.when === when)!
  return (
    <>
      <PageHeader
        title="Interviews"
        description="Your interviews and exams, upcoming and past. Times are in your time zone."
      />
      <fieldset className="mb-4 inline-flex rounded-lg bg-muted p-1">
        <legend className="sr-only">Show</legend>
        {VIEWS.map((v) => (
          <button
            key={v.when}
            type="button"
            aria-pressed={when === v.when}
            onClick={() => setWhen(v.when)}
            className="rounded-md px-3 py-1 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
          >
            {v.label}
          </button>
        ))}
      </fieldset>
      <InterviewList key={when} when={when} empty={view.empty} />
    </>
  )
}

function InterviewList({ when, empty }: { when: 'upcoming' | 'past'; empty: string }) {
  const list = useQuery(myInterviewsQuery(when))
  if (list.isPending) return <LoadingState rows={3} columns={1} label="Loading interviews…" />
  if (list.isError) return <EmptyState title="Your interviews could not be loaded" description="Please try again." />
  if (!list.data.rows.length) return <EmptyState icon={CalendarDays} title={empty} />
  return (
    <ul className="grid gap-3" aria-label={when === 'upcoming' ? 'Upcoming interviews' : 'Past interviews'}>
      {list.data.rows.map((i) => (
        <InterviewItem key={i.id} interview={i} withFeedback={when === 'past'} />
      ))}
    </ul>
  )
}
