import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useAuth, userOf } from '@/lib/auth'
import { appHost } from '@/lib/host'
import { type Dashboard, dashboardQuery } from '@/lib/queries/dashboard'
import { ApplicationsChart, PipelineChart } from './dashboard-charts'
import { StatCards } from './stat-cards'
import { TopJobsCard } from './top-jobs-card'
import { UsageCard } from './usage-card'

function ChartCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

function Panels({ data }: { data: Dashboard }) {
  const { stats } = data
  return (
    <div className="grid gap-6">
      <StatCards stats={stats} />
      {data.pipeline && data.applications && (
        <div className="grid gap-6 lg:grid-cols-2">
          <ChartCard title="Pipeline" description="Candidates at each stage, across every job">
            <PipelineChart pipeline={data.pipeline} />
          </ChartCard>
          <ChartCard title="New candidates" description="Per day, over the last two weeks">
            <ApplicationsChart days={data.applications} />
          </ChartCard>
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        {stats.has_job_permission && (
          <div className="lg:col-span-2">
            <TopJobsCard jobs={data.top_jobs} />
          </div>
        )}
        <UsageCard usage={data.api_usage} />
      </div>
    </div>
  )
}

/** The business portal's dashboard: figures, charts, top jobs and plan usage, shown per the caller's permissions. */
export function BusinessDashboard() {
  const user = userOf(useAuth(), 'employee')
  const dashboard = useQuery(dashboardQuery())
  const firstName = user?.first_name || user?.name?.split(' ')[0]
  return (
    <>
      <PageHeader
        title={firstName ? `Welcome back, ${firstName}` : 'Dashboard'}
        description={`How hiring is going at ${appHost.business?.name ?? 'your business'}.`}
      />
      {dashboard.isPending ? (
        <LoadingState rows={6} columns={5} label="Loading the dashboard…" />
      ) : dashboard.isError ? (
        <EmptyState
          title="The dashboard could not be loaded"
          description={dashboard.error.message}
          action={
            <Button variant="outline" onClick={() => void dashboard.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <Panels data={dashboard.data} />
      )}
    </>
  )
}
