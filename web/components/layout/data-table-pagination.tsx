import * as React from 'react'
import {
  Pagination,
  PaginationButton,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationNext,
  PaginationPrevious,
} from '@/components/ui/pagination'

/** Page numbers to show: first, last, and a window around the current page; null is a gap. */
export function pageWindow(page: number, pages: number, radius = 1): (number | null)[] {
  const out: (number | null)[] = []
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= radius) out.push(p)
    else if (out[out.length - 1] !== null) out.push(null)
  }
  return out
}

export type DataTablePaginationProps = {
  page: number
  limit: number
  count: number
  onPageChange?: (page: number) => void
}

export function DataTablePagination({ page, limit, count, onPageChange }: DataTablePaginationProps) {
  const pages = Math.max(1, Math.ceil(count / Math.max(1, limit)))
  const from = count === 0 ? 0 : (page - 1) * limit + 1
  const to = Math.min(count, page * limit)
  const go = (p: number) => onPageChange?.(Math.min(pages, Math.max(1, p)))

  return (
    <div
      data-slot="data-table-pagination"
      className="flex flex-wrap items-center justify-between gap-3 border-t px-2 pt-3"
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {from}–{to} of {count}
      </p>
      {pages > 1 && (
        <Pagination className="mx-0 w-auto">
          <PaginationContent>
            <PaginationItem>
              <PaginationPrevious disabled={page <= 1} onClick={() => go(page - 1)} />
            </PaginationItem>
            {pageWindow(page, pages).map((p, i) => (
              <PaginationItem key={p ?? `gap-${i}`}>
                {p === null ? (
                  <PaginationEllipsis />
                ) : (
                  <PaginationButton isActive={p === page} aria-label={`Page ${p}`} onClick={() => go(p)}>
                    {p}
                  </PaginationButton>
                )}
              </PaginationItem>
            ))}
            <PaginationItem>
              <PaginationNext disabled={page >= pages} onClick={() => go(page + 1)} />
            </PaginationItem>
          </PaginationContent>
        </Pagination>
      )}
    </div>
  )
}
