import type { Page } from '@worker/lib/pagination'
import type * as React from 'react'
import { DataTablePagination } from '@/components/layout/data-table-pagination'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { cn } from '@/lib/utils'

/** One page of a list endpoint, as the API answers it (`pageOf` on the server). */
export type PageData<T> = Page<T>

export type Column<T> = {
  id: string
  header: React.ReactNode
  cell: (row: T) => React.ReactNode
  className?: string
}

export type DataTableProps<T> = {
  columns: Column<T>[]
  data: PageData<T> | undefined
  isLoading?: boolean
  onPageChange?: (page: number) => void
  rowKey?: (row: T, index: number) => React.Key
  /** Names the table for screen readers. */
  caption?: string
  empty?: { title?: React.ReactNode; description?: React.ReactNode; action?: React.ReactNode }
  className?: string
}

function defaultKey<T>(row: T, index: number): React.Key {
  const id = (row as { id?: unknown } | null)?.id
  return typeof id === 'string' || typeof id === 'number' ? id : index
}

export function DataTable<T>({
  columns,
  data,
  isLoading,
  onPageChange,
  rowKey = defaultKey,
  caption,
  empty,
  className,
}: DataTableProps<T>) {
  const rows = data?.rows ?? []
  const showLoading = isLoading && !data

  return (
    <div
      data-slot="data-table"
      className={cn('rounded-lg border bg-card p-2', className)}
      aria-busy={isLoading || undefined}
    >
      <Table>
        {caption && <TableCaption className="sr-only">{caption}</TableCaption>}
        <TableHeader>
          <TableRow>
            {columns.map((col) => (
              <TableHead key={col.id} scope="col" className={col.className}>
                {col.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {showLoading ? (
            <TableRow>
              <TableCell colSpan={columns.length}>
                <LoadingState rows={5} columns={Math.min(columns.length, 6)} />
              </TableCell>
            </TableRow>
          ) : rows.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={columns.length} className="whitespace-normal">
                <EmptyState
                  title={empty?.title ?? 'No records found'}
                  description={empty?.description}
                  action={empty?.action}
                />
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, index) => (
              <TableRow key={rowKey(row, index)}>
                {columns.map((col) => (
                  <TableCell key={col.id} className={col.className}>
                    {col.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {data && data.count > 0 && (
        <DataTablePagination page={data.page} limit={data.limit} count={data.count} onPageChange={onPageChange} />
      )}
    </div>
  )
}
