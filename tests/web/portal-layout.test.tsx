import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { PortalLayout } from '@/components/layout/portal-layout'
import { clearAuth, type NodeTree, setAuth } from '@/lib/auth'
import { adminSession, node } from './session-fixtures'
import { DESKTOP, PHONE, setViewport } from './viewport'

const nodes: NodeTree[] = [
  node('dashboard', 'Dashboard', '/admin/dashboard', 'dashboard'),
  node('hiring', 'Hiring', null, 'briefcase', [
    node('opportunities', 'Opportunities', '/admin/opportunities', 'opportunities'),
    node('candidates', 'Candidates', '/admin/candidates', 'no-such-icon'),
  ]),
]

function renderAt(path: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <PortalLayout>
        <Outlet />
      </PortalLayout>
    ),
  })
  const pages = ['/admin/dashboard', '/admin/opportunities', '/admin/candidates'].map((p) =>
    createRoute({ getParentRoute: () => rootRoute, path: p, component: () => <p>Page {p}</p> }),
  )
  const router = createRouter({
    routeTree: rootRoute.addChildren(pages),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  return render(<RouterProvider router={router} />)
}

afterEach(() => clearAuth())

describe('PortalLayout', () => {
  it('renders the nodes from the auth store as links, children nested', async () => {
    setAuth(adminSession(nodes))
    renderAt('/admin/dashboard')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    const dashboard = within(nav).getByRole('link', { name: 'Dashboard' })
    expect(dashboard).toHaveAttribute('href', '/admin/dashboard')
    expect(dashboard).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Opportunities' })).toHaveAttribute('href', '/admin/opportunities')
    expect(within(nav).getByRole('link', { name: 'Candidates' })).toHaveAttribute('href', '/admin/candidates')
    // A node without a path is a group, not a link, and its children sit inside it.
    const group = within(nav).getByRole('button', { name: 'Hiring' })
    expect(group.closest('li')).toContainElement(within(nav).getByRole('link', { name: 'Opportunities' }))
    expect(within(nav).queryByRole('link', { name: 'Hiring' })).toBeNull()
    expect(screen.getByText('Page /admin/dashboard')).toBeInTheDocument()
  })

  it('opens the sidebar by default and collapses it on request', async () => {
    setAuth(adminSession(nodes))
    renderAt('/admin/opportunities')
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' })
    expect(sidebar).toHaveAttribute('data-state', 'open')
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')

    await userEvent.click(toggle)
    expect(sidebar).toHaveAttribute('data-state', 'collapsed')
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false')
    // Collapsed to an icon rail, the links keep their accessible names.
    expect(screen.getByRole('link', { name: 'Opportunities' })).toBeInTheDocument()
  })

  it('navigates through the sidebar links', async () => {
    setAuth(adminSession(nodes))
    renderAt('/admin/dashboard')
    await userEvent.click(await screen.findByRole('link', { name: 'Candidates' }))
    expect(await screen.findByText('Page /admin/candidates')).toBeInTheDocument()
    await act(async () => {})
    expect(screen.getByRole('link', { name: 'Candidates' })).toHaveAttribute('aria-current', 'page')
  })

  it('on a phone starts with the sidebar closed, opens it on request and closes it after navigating', async () => {
    setViewport(PHONE, 844)
    try {
      setAuth(adminSession(nodes))
      renderAt('/admin/dashboard')
      const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' })
      expect(sidebar).toHaveAttribute('data-state', 'collapsed')
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
      expect(sidebar).toHaveAttribute('data-state', 'open')
      await userEvent.click(within(sidebar).getByRole('link', { name: 'Candidates' }))
      expect(await screen.findByText('Page /admin/candidates')).toBeInTheDocument()
      expect(sidebar).toHaveAttribute('data-state', 'collapsed')
      // Escape closes it too.
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
      await userEvent.keyboard('{Escape}')
      expect(sidebar).toHaveAttribute('data-state', 'collapsed')
    } finally {
      setViewport(DESKTOP)
    }
  })
})
