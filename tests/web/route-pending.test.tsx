import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  type LinkProps,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RoutePending } from '@/components/layout/route-pending'

function setup() {
  let settle: { resolve: () => void; reject: (e: Error) => void } = { resolve: () => {}, reject: () => {} }
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <RoutePending delayMs={0} />
        {/* This test router is not the app's registered one, so its paths are unknown to Link's types. */}
        <Link to={'/slow' as LinkProps['to']}>Slow</Link>
        <Outlet />
      </>
    ),
  })
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <p>Home</p> })
  const slow = createRoute({
    getParentRoute: () => rootRoute,
    path: '/slow',
    loader: () => new Promise<void>((resolve, reject) => (settle = { resolve, reject })),
    component: () => <p>Slow page</p>,
    errorComponent: () => <p>Failed</p>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, slow]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(<RouterProvider router={router} />)
  return { settle: () => settle }
}

describe('RoutePending', () => {
  it('shows while a route loads and goes off when it completes', async () => {
    const { settle } = setup()
    await userEvent.click(await screen.findByRole('link', { name: 'Slow' }))
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument()
    settle().resolve()
    expect(await screen.findByText('Slow page')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull())
  })

  it('goes off when the navigation fails', async () => {
    // The failing loader is the point of this test; keep React's and the router's report quiet.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { settle } = setup()
    await userEvent.click(await screen.findByRole('link', { name: 'Slow' }))
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument()
    settle().reject(new Error('boom'))
    expect(await screen.findByText('Failed')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull())
    vi.restoreAllMocks()
  })
})
