import { createFileRoute, Link, Outlet, redirect } from '@tanstack/react-router'
import { CircleUser } from 'lucide-react'
import { useSignOut } from '@/components/auth/use-sign-out'
import { BusinessSwitchItems } from '@/components/layout/business-switcher'
import { PortalLayout } from '@/components/layout/portal-layout'
import { PortalNotFound } from '@/components/layout/route-states'
import { StaffBell, StaffSearch } from '@/components/layout/staff-header'
import { DropdownMenuItem } from '@/components/ui/dropdown-menu'
import { getAuth, useAuth } from '@/lib/auth'
import { appHost } from '@/lib/host'
import { mayOpen } from '@/lib/may-open'
import { ensureSessionVerified, hostPrincipal } from '@/lib/queries/auth'
import { notify } from '@/lib/toast'

/**
 * /admin/*: the platform admin on the main domain, or a business's staff on its sub-domain.
 * The stored session is checked with the API (me / verify-me) once per app start.
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ location, context }) => {
    if (appHost.host === 'candidate') throw redirect({ to: '/candidates/dashboard' })
    const toLogin = () => redirect({ to: '/auth/login', search: { redirect: location.href } })
    if (getAuth()?.principal !== hostPrincipal) throw toLogin()
    if (!(await ensureSessionVerified())) throw toLogin()
    if (/^\/admin\/?$/.test(location.pathname)) throw redirect({ to: '/admin/dashboard' })
    if (!(await mayOpen(context.queryClient, location.pathname))) {
      notify.error('You do not have access to that page.')
      throw redirect({ to: '/admin/dashboard' })
    }
  },
  component: AdminLayout,
  // An unknown page under /admin renders in the shell's outlet, the sidebar kept.
  notFoundComponent: PortalNotFound,
})

function AdminLayout() {
  const auth = useAuth()
  const { signOut } = useSignOut('/auth/login')
  if (auth?.principal !== hostPrincipal) return null
  return (
    <PortalLayout
      onLogout={signOut}
      search={hostPrincipal === 'employee' ? <StaffSearch /> : undefined}
      topBar={hostPrincipal === 'employee' ? <StaffBell /> : undefined}
      userMenuItems={
        <>
          <DropdownMenuItem asChild>
            <Link to="/admin/profile">
              <CircleUser aria-hidden="true" />
              Profile
            </Link>
          </DropdownMenuItem>
          {auth.principal === 'employee' && !auth.user.impersonated && <BusinessSwitchItems />}
        </>
      }
    >
      <Outlet />
    </PortalLayout>
  )
}
