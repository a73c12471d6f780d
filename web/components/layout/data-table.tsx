import type { Page } from '@worker/lib/pagination'
import type * as React from 'react'
import { DataTablePagination } from '@/components/layout/data-table-pagination'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useIsDesktop } from '@/lib/use-media-query'
import { cn } from '@/lib/utils'

/** One page of a list endpoint, as the API answers it (`pageOf` on the server). */
export type PageData<T> = Page<T>

/**
 * Where a column goes when the list is a stack of cards (below the `md` breakpoint):
 * `title` heads the card, `lead` sits before it (a selection checkbox), `end` after it (the
 * row's "…" menu), `field` is a labelled line, `footer` closes the card (a row of buttons),
 * and `false` leaves the column out. By default the
 * first column is the title, `select` leads, `actions` ends, a column hidden on small screens
 * (`hidden` in its class) is left out, and the rest are fields.
 */
export type CardPlace = 'title' | 'lead' | 'end' | 'field' | 'footer' | false

export type Column<T> = {
  id: string
  header: React.ReactNode
  cell: (row: T) => React.ReactNode
  className?: string
  card?: CardPlace
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

/** Each column's place on a card (see `CardPlace`). */
export function cardPlaces<T>(columns: Column<T>[]): CardPlace[] {
  let titled = columns.some((c) => c.card === 'title')
  return columns.map((col) => {
    if (col.card !== undefined) return col.card
    if (col.id === 'select') return 'lead'
    if (col.id === 'actions') return 'end'
    if (!titled) {
      titled = true
      return 'title'
    }
    return /(^|\s)hidden(\s|$)/.test(col.className ?? '') ? false : 'field'
  })
}

/** The list as cards: the key columns of each row, one card per row, no sideways scrolling. */
function CardList<T>({
  columns,
  rows,
  rowKey,
  caption,
}: {
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T, index: number) => React.Key
  caption?: string
}) {
  const places = cardPlaces(columns)
  const at = (place: CardPlace) => columns.filter((_, i) => places[i] === place)
  const [leads, titles, ends, fields, footers] = [at('lead'), at('title'), at('end'), at('field'), at('footer')]
  return (
    <ul aria-label={caption} data-slot="data-cards" className="divide-y">
      {rows.map((row, index) => (
        <li key={rowKey(row, index)} data-slot="data-card" className="space-y-2 px-2 py-3">
          <div className="flex items-start gap-3">
            {leads.map((col) => (
              <div key={col.id} className="pt-0.5">
                {col.cell(row)}
              </div>
            ))}
            <div className="min-w-0 flex-1 break-words">
              {titles.map((col) => (
                <div key={col.id}>{col.cell(row)}</div>
              ))}
            </div>
            {ends.map((col) => (
              <div key={col.id} className="-my-1 shrink-0">
                {col.cell(row)}
              </div>
            ))}
          </div>
          {fields.length > 0 && (
            <dl className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
              {fields.map((col) => (
                <div key={col.id} className="contents">
                  <dt className="text-muted-foreground">{col.header}</dt>
                  <dd className="min-w-0 break-words">{col.cell(row)}</dd>
                </div>
              ))}
            </dl>
          )}
          {footers.map((col) => (
            <div key={col.id} className="flex flex-wrap items-center gap-2 [&>*]:flex-wrap [&>*]:justify-start">
              {col.cell(row)}
            </div>
          ))}
        </li>
      ))}
    </ul>
  )
}

/**
 * A page of a list: a table on a desktop, a stack of cards with the key columns on a phone
 * (below `md`), so no list is ever wider than the screen. Pages only say which columns matter.
 */
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
  const isDesktop = useIsDesktop()
  const emptyState = (
    <EmptyState title={empty?.title ?? 'No records found'} description={empty?.description} action={empty?.action} />
  )

  return (
    <div
      data-slot="data-table"
      className={cn('rounded-lg border bg-card p-2', className)}
      aria-busy={isLoading || undefined}
    >
      {!isDesktop ? (
        showLoading ? (
          <LoadingState rows={5} columns={2} />
        ) : rows.length === 0 ? (
          emptyState
        ) : (
          <CardList columns={columns} rows={rows} rowKey={rowKey} caption={caption} />
        )
      ) : (
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
                  {emptyState}
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
      )}
      {data && data.count > 0 && (
        <DataTablePagination page={data.page} limit={data.limit} count={data.count} onPageChange={onPageChange} />
      )}
    </div>
  )
}
