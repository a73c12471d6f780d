import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CalendarDays, LogOut } from 'lucide-react'
import { useSignOut } from '@/components/auth/use-sign-out'
import { ActiveJobCard } from '@/components/candidate-area/active-job-card'
import { InterviewItem } from '@/components/candidate-area/interview-item'
import { SharedComments } from '@/components/candidate-area/shared-with-you'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useAuth, userOf } from '@/lib/auth'
import { candidateDashboardQuery } from '@/lib/queries/candidate-area'

export function CandidateDashboardPage() {
  const user = userOf(useAuth(), 'candidate')
  const { signOut, pending } = useSignOut('/candidates/auth/login')
  const dashboard = useQuery(candidateDashboardQuery())
  if (!user) return null
  const firstName = user.first_name || user.name
  const data = dashboard.data
  return (
    <>
      <PageHeader
        title={`Welcome, ${firstName}`}
        description={`Your applications and interviews at ${user.business?.name ?? 'this company'}.`}
        actions={
          <Button variant="outline" onClick={signOut} disabled={pending}>
            <LogOut aria-hidden="true" />
            Sign out
          </Button>
        }
      />
      {dashboard.isPending ? (
        <LoadingState rows={3} columns={2} label="Loading your dashboard…" />
      ) : dashboard.isError || !data ? (
        <EmptyState title="Your dashboard could not be loaded" description="Please try again in a moment." />
      ) : (
        <div className="grid gap-6">
          <ActiveJobCard active={data.active_job} />
          <Card>
            <CardHeader className="flex flex-row items-center justify-between">
              <CardTitle className="text-base">
                <h2>Next interviews</h2>
              </CardTitle>
              <Link to="/candidates/interviews" className="text-sm text-primary underline-offset-4 hover:underline">
                All interviews
              </Link>
            </CardHeader>
            <CardContent>
              {data.next_interviews.length ? (
                <ul className="grid gap-3" aria-label="Next interviews">
                  {data.next_interviews.map((i) => (
                    <InterviewItem key={i.id} interview={i} />
                  ))}
                </ul>
              ) : (
                <EmptyState
                  icon={CalendarDays}
                  title="Nothing scheduled"
                  description="When the hiring team books an interview or sends you an exam, it shows here."
                />
              )}
            </CardContent>
          </Card>
          <SharedComments />
        </div>
      )}
    </>
  )
}
