import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import type { Series } from '@/lib/queries/analytics'
import { formatValue, type ValueFormat } from './format'

/** A chart's numbers as a table: a row per label, a column per dataset. */
export function SeriesTable({
  series,
  format,
  labelOf,
  caption,
}: {
  series: Series
  format: ValueFormat
  labelOf: (l: string) => string
  caption: string
}) {
  return (
    <div className="max-h-80 overflow-auto">
      <Table>
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">&nbsp;</TableHead>
            {series.datasets.map((d) => (
              <TableHead key={d.key} scope="col" className="text-right">
                {d.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {series.labels.map((label, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is a position of the series; two jobs may share a title
            <TableRow key={`${label}-${i}`}>
              <TableHead scope="row" className="font-normal">
                {labelOf(label)}
              </TableHead>
              {series.datasets.map((d) => (
                <TableCell key={d.key} className="text-right tabular-nums">
                  {formatValue(d.data[i], format)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
