import { useQuery } from '@tanstack/react-query'
import { ANALYTICS_REPORTS } from '@worker/resources/analytics/analytics.schema'
import * as React from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { type AnalyticsSearch, analyticsQuery, type ChartReportKey, type Series } from '@/lib/queries/analytics'
import type { ValueFormat } from './format'
import { labelsFor, REPORT_VIEWS, type ReportView } from './report-views'
import { SeriesTable } from './series-table'

// Chart.js comes with the first chart, after the figures.
const ReportChart = React.lazy(() => import('./analytics-charts').then((m) => ({ default: m.ReportChart })))

type Key = keyof typeof REPORT_VIEWS

/** A report as a card: its summary in words, then the chart or the same numbers as a table. */
export function ReportCard<K extends Key>({ reportKey, filters }: { reportKey: K; filters: AnalyticsSearch }) {
  const view = REPORT_VIEWS[reportKey] as ReportView<K>
  const title = ANALYTICS_REPORTS.find((r) => r.key === reportKey)?.title ?? reportKey
  const report = useQuery(analyticsQuery(reportKey as ChartReportKey, filters))
  const id = `report-${reportKey}`
  return (
    <Card aria-labelledby={id} role="region" data-report={reportKey} aria-busy={report.isFetching} className="min-w-0">
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        <CardDescription>{view.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {report.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : report.isError ? (
          <p role="alert" className="text-sm text-destructive">
            This report could not be loaded: {report.error.message}
          </p>
        ) : (
          <ReportBody
            series={(report.data as { series: Series }).series}
            summary={view.summary(report.data as never)}
            format={view.format}
            kind={view.kind}
            labelOf={labelsFor(
              view.overTime,
              (report.data as { range: { bucket: 'day' | 'week' | 'month' } }).range.bucket,
            )}
            title={title}
          />
        )}
      </CardContent>
    </Card>
  )
}

export function ReportBody({
  series,
  summary,
  format,
  kind,
  labelOf,
  title,
}: {
  series: Series
  summary: string
  format: ValueFormat
  kind: ReportView<ChartReportKey>['kind']
  labelOf: (l: string) => string
  title: string
}) {
  const empty = series.labels.length === 0 || series.datasets.every((d) => d.data.every((v) => !v))
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground" data-summary>
        {summary}
      </p>
      {!empty && (
        <Tabs defaultValue="chart">
          <TabsList aria-label={`${title}: show as`}>
            <TabsTrigger value="chart">Chart</TabsTrigger>
            <TabsTrigger value="table">Table</TabsTrigger>
          </TabsList>
          <TabsContent value="chart">
            <React.Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <ReportChart
                series={series}
                kind={kind}
                format={format}
                summary={`${title}. ${summary}`}
                labelOf={labelOf}
              />
            </React.Suspense>
          </TabsContent>
          <TabsContent value="table">
            <SeriesTable series={series} format={format} labelOf={labelOf} caption={title} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  )
}
