import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { addDays, dayIn, deviceTimeZone, zonedToInstant } from '@worker/resources/interviews/when'
import { CalendarDays, Rows3 } from 'lucide-react'
import * as React from 'react'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { usePermissions } from '@/lib/permissions'
import { type InterviewSearch, interviewSearch } from '@/lib/queries/interview-search'
import { interviewListQueryOptions, type ListFilters, narrowed, weekQuery } from '@/lib/queries/interviews'
import { InterviewFilters } from './interview-filters'
import { InterviewTable } from './interview-table'
import { WeekCalendar } from './week-calendar'

/** The Monday of the week `day` is in. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

const instantOf = (day: string, zone: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(zonedToInstant({ year, month, day: date }, 0, zone)).toISOString()
}

/** /admin/interviews: the week calendar and the list (loaded after the route: it keeps the first load small). */
export default function InterviewsPage() {
  const raw = useSearch({ strict: false })
  const search = React.useMemo(() => interviewSearch.parse(raw), [raw])
  const go = useNavigate()
  /** Change the URL's search as `s => next` says (undefined drops a key). */
  const navigate = React.useCallback(
    ({ search: update, replace }: { search: (s: InterviewSearch) => InterviewSearch; replace?: boolean }) =>
      go({ to: '/admin/interviews', search: update(search) as never, replace }),
    [go, search],
  )
  const can = usePermissions()
  const seesAll = can('interviews', 'view')
  const zone = deviceTimeZone()
  const view = search.view ?? 'week'
  const monday = search.week ?? mondayOf(dayIn(Date.now(), zone))
  const filters = narrowed(search)
  const listFilters: ListFilters = { ...filters, mine: seesAll ? filters.mine : undefined }
  const week = useQuery({
    ...weekQuery(instantOf(monday, zone), instantOf(addDays(monday, 7), zone), { ...listFilters, page: undefined }),
    enabled: view === 'week',
  })
  const list = useQuery({
    ...interviewListQueryOptions(listFilters, search.when ?? 'upcoming'),
    enabled: view === 'list',
  })
  const [term, setTerm] = React.useState(search.search ?? '')
  React.useEffect(() => {
    if ((search.search ?? '') === term.trim()) return
    const timer = setTimeout(
      () =>
        void navigate({ search: (s) => ({ ...s, search: term.trim() || undefined, page: undefined }), replace: true }),
      300,
    )
    return () => clearTimeout(timer)
  }, [term, search.search, navigate])
  const rangeLabel = new Intl.DateTimeFormat(undefined, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const filtered = !!(
    search.status ||
    search.mode ||
    search.interviewer_id ||
    search.opportunity_id ||
    search.mine ||
    search.search
  )

  return (
    <>
      <PageHeader
        title="Interviews"
        description={
          seesAll
            ? 'Every interview of the team, in your time zone. Schedule one from a candidate’s page or a job’s pipeline.'
            : 'The interviews you are on, in your time zone. Open one to write your scorecard.'
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Tabs
          value={view}
          onValueChange={(v) =>
            void navigate({ search: (s) => ({ ...s, view: v === 'list' ? 'list' : undefined, page: undefined }) })
          }
        >
          <TabsList aria-label="View">
            <TabsTrigger value="week">
              <CalendarDays aria-hidden="true" />
              Week
            </TabsTrigger>
            <TabsTrigger value="list">
              <Rows3 aria-hidden="true" />
              List
            </TabsTrigger>
          </TabsList>
        </Tabs>
        <InterviewFilters
          seesAll={seesAll}
          values={listFilters}
          onChange={(next) => void navigate({ search: (s) => ({ ...s, ...next, page: undefined }) })}
        />
      </div>
      {view === 'week' ? (
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="outline"
              size="icon"
              aria-label="Previous week"
              onClick={() => void navigate({ search: (s) => ({ ...s, week: addDays(monday, -7) }) })}
            >
              <span aria-hidden="true" className="text-lg leading-none">
                ‹
              </span>
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void navigate({ search: (s) => ({ ...s, week: undefined }) })}
            >
              This week
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label="Next week"
              onClick={() => void navigate({ search: (s) => ({ ...s, week: addDays(monday, 7) }) })}
            >
              <span aria-hidden="true" className="text-lg leading-none">
                ›
              </span>
            </Button>
            <h2 className="ml-1 text-sm font-medium" aria-live="polite">
              {rangeLabel.format(new Date(`${monday}T12:00:00Z`))} –{' '}
              {rangeLabel.format(new Date(`${addDays(monday, 6)}T12:00:00Z`))}
              <span className="font-normal text-muted-foreground"> · {zone}</span>
            </h2>
            {week.data && (
              <span className="text-sm text-muted-foreground">
                {week.data.count} interview{week.data.count === 1 ? '' : 's'}
              </span>
            )}
          </div>
          {week.isLoading ? (
            <LoadingState rows={6} columns={7} label="Loading the week…" />
          ) : week.error ? (
            <p role="alert" className="text-sm text-destructive">
              {week.error.message}
            </p>
          ) : (
            <WeekCalendar weekStart={monday} timeZone={zone} interviews={week.data?.rows ?? []} />
          )}
          {week.data && week.data.count > week.data.rows.length && (
            <p className="text-sm text-muted-foreground">
              The week has more interviews than fit here: narrow it with the filters or use the list.
            </p>
          )}
        </div>
      ) : (
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Tabs
              value={search.when ?? 'upcoming'}
              onValueChange={(v) =>
                void navigate({
                  search: (s) => ({ ...s, when: v === 'past' || v === 'all' ? v : undefined, page: undefined }),
                })
              }
            >
              <TabsList aria-label="When">
                <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
                <TabsTrigger value="past">Past</TabsTrigger>
                <TabsTrigger value="all">All</TabsTrigger>
              </TabsList>
            </Tabs>
            <Input
              type="search"
              aria-label="Search interviews"
              placeholder="Search title, candidate or job"
              className="h-9 w-full sm:w-72"
              value={term}
              onChange={(e) => setTerm(e.target.value)}
            />
          </div>
          <InterviewTable
            data={list.data}
            isLoading={list.isLoading}
            timeZone={zone}
            onPageChange={(page) => void navigate({ search: (s) => ({ ...s, page }) })}
            empty={{
              title: filtered ? 'No interviews match' : 'No interviews here',
              description: filtered ? (
                'Try other filters.'
              ) : seesAll ? (
                <>
                  Schedule one from a{' '}
                  <Link to="/admin/candidates" className="underline">
                    candidate’s page
                  </Link>
                  .
                </>
              ) : (
                'Interviews you are on appear here.'
              ),
            }}
          />
        </div>
      )}
    </>
  )
}
