import * as React from 'react'

/*
 * The staff header's search and bell load just after the shell (they are not part of any page's
 * first load: tests/build/bundle-budget.test.ts); each holds its place meanwhile so nothing moves.
 */
const SearchButton = React.lazy(() =>
  import('@/components/search/search-button').then((m) => ({ default: m.SearchButton })),
)
const NotificationBell = React.lazy(() =>
  import('@/components/notifications/notification-bell').then((m) => ({ default: m.NotificationBell })),
)

export function StaffSearch() {
  return (
    <React.Suspense fallback={<span aria-hidden="true" className="block size-9 md:w-64" />}>
      <SearchButton />
    </React.Suspense>
  )
}

export function StaffBell() {
  return (
    <React.Suspense fallback={<span aria-hidden="true" className="block size-9" />}>
      <NotificationBell />
    </React.Suspense>
  )
}
