import { SlidersHorizontal } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet'
import { useIsDesktop } from '@/lib/use-media-query'

/**
 * The search and filters above a list. On a desktop they sit in one row; on a phone the
 * search stays and the filters fold into a sheet behind a "Filters" button (which counts the
 * filters in effect), so the list starts near the top of the screen.
 */
export function FilterBar({
  label,
  search,
  active = 0,
  children,
}: {
  /** Names the search landmark ("Filter candidates"). */
  label?: string
  /** The always-visible part: the search box. */
  search?: React.ReactNode
  /** How many filters are in effect (shown on the phone's button). */
  active?: number
  children?: React.ReactNode
}) {
  const isDesktop = useIsDesktop()
  const hasFilters = React.Children.toArray(children).length > 0
  if (isDesktop || !hasFilters)
    return (
      <search aria-label={label} className="mb-4 flex flex-wrap items-center gap-2">
        {search}
        {children}
      </search>
    )
  return (
    <search aria-label={label} className="mb-4 flex items-center gap-2">
      <div className="min-w-0 flex-1">{search}</div>
      <Sheet>
        <SheetTrigger asChild>
          <Button variant="outline" size="sm" className="shrink-0">
            <SlidersHorizontal aria-hidden="true" />
            Filters
            {active > 0 && (
              <span className="grid min-w-5 place-items-center rounded-full bg-primary px-1 text-xs text-primary-foreground">
                {active}
                <span className="sr-only"> in effect</span>
              </span>
            )}
          </Button>
        </SheetTrigger>
        <SheetContent side="bottom" className="max-h-[85dvh] overflow-y-auto rounded-t-xl">
          <SheetHeader className="pb-0">
            <SheetTitle>Filters</SheetTitle>
            <SheetDescription>The list changes as you choose.</SheetDescription>
          </SheetHeader>
          <div className="grid gap-3 px-4 [&>*]:w-full">{children}</div>
          <SheetFooter>
            <SheetClose asChild>
              <Button>Show results</Button>
            </SheetClose>
          </SheetFooter>
        </SheetContent>
      </Sheet>
    </search>
  )
}
