import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { type AnalyticsSearch, registeredCandidatesQuery } from '@/lib/queries/analytics'
import { formatValue } from './format'
import { ReportBody } from './report-card'
import { labelsFor } from './report-views'

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** The candidates who registered for the candidate area in the range: per day/week/month, and who, ten at a time. */
export function RegisteredCandidates({ filters }: { filters: AnalyticsSearch }) {
  // The page resets with new filters: the screen renders this card keyed by them.
  const [page, setPage] = React.useState(1)
  const report = useQuery(registeredCandidatesQuery(filters, page))
  const data = report.data
  const pages = data ? Math.max(1, Math.ceil(data.count / data.limit)) : 1
  return (
    <Card aria-labelledby="report-users-analytics" role="region" data-report="users-analytics" className="min-w-0">
      <CardHeader>
        <CardTitle id="report-users-analytics">Registered candidates</CardTitle>
        <CardDescription>Candidates who created their account in the candidate area in the range.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!data ? (
          report.isError ? (
            <p role="alert" className="text-sm text-destructive">
              This report could not be loaded: {report.error.message}
            </p>
          ) : (
            <Skeleton className="h-64 w-full" />
          )
        ) : (
          <>
            <ReportBody
              series={data.series}
              summary={
                data.count === 0
                  ? 'Nobody registered in this range.'
                  : `${formatValue(data.count, 'count')} candidates registered in this range.`
              }
              format="count"
              kind="bar"
              labelOf={labelsFor(true, data.range.bucket)}
              title="Registered candidates"
            />
            {data.rows.length > 0 && (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Name</TableHead>
                    <TableHead>E-mail</TableHead>
                    <TableHead>Registered</TableHead>
                    <TableHead className="text-right">Applications</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.rows.map((p) => (
                    <TableRow key={p.id}>
                      <TableCell>
                        <Link to="/admin/candidates/$id" params={{ id: p.id }} className="font-medium hover:underline">
                          {p.name}
                        </Link>
                      </TableCell>
                      <TableCell>{p.email}</TableCell>
                      <TableCell>{when.format(new Date(p.registered_at))}</TableCell>
                      <TableCell className="text-right tabular-nums">{p.applications}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            {pages > 1 && (
              <nav aria-label="Registered candidates pages" className="flex items-center justify-end gap-2 text-sm">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <span>
                  Page {page} of {pages}
                </span>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Next
                </Button>
              </nav>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}
