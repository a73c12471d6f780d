import { useRouterState } from '@tanstack/react-router'
import { Menu, PanelLeft } from 'lucide-react'
import * as React from 'react'
import { SidebarNav } from '@/components/layout/sidebar-nav'
import { UserMenu } from '@/components/layout/user-menu'
import { Button } from '@/components/ui/button'
import { type NodeTree, useAuth } from '@/lib/auth'
import { brandName } from '@/lib/brand'
import { isDesktopNow, useIsDesktop } from '@/lib/use-media-query'
import { cn } from '@/lib/utils'

export type PortalLayoutProps = {
  children: React.ReactNode
  /** Defaults to the signed-in user's node tree from the auth store. */
  nodes?: NodeTree[]
  /** The seed opens the sidebar by default (on a desktop; a phone starts with it closed). */
  defaultOpen?: boolean
  onLogout?: () => void
  /** Extra items for the account menu (profile, settings). */
  userMenuItems?: React.ReactNode
  /** Extra content for the top bar, before the account menu (the bell). */
  topBar?: React.ReactNode
  /** The top bar's search, after the sidebar toggle. */
  search?: React.ReactNode
}

export function PortalLayout({
  children,
  nodes,
  defaultOpen = true,
  onLogout,
  userMenuItems,
  topBar,
  search,
}: PortalLayoutProps) {
  const auth = useAuth()
  const isDesktop = useIsDesktop()
  const [open, setOpen] = React.useState(() => defaultOpen && isDesktopNow())
  const sidebarId = React.useId()
  const toggleRef = React.useRef<HTMLButtonElement>(null)
  const tree = nodes ?? auth?.nodes ?? []
  const name = brandName()
  const pathname = useRouterState({ select: (s) => s.location.pathname })

  // Crossing the breakpoint (a rotated tablet, a resized window) starts from that size's default.
  const wasDesktop = React.useRef(isDesktop)
  React.useEffect(() => {
    if (wasDesktop.current === isDesktop) return
    wasDesktop.current = isDesktop
    setOpen(defaultOpen && isDesktop)
  }, [isDesktop, defaultOpen])
  // On a phone the sidebar covers the page: it closes once the user has gone somewhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page.
  React.useEffect(() => {
    if (!isDesktopNow()) setOpen(false)
  }, [pathname])
  const overlay = open && !isDesktop
  React.useEffect(() => {
    if (!overlay) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [overlay])

  return (
    <div data-slot="portal-layout" className="flex min-h-screen bg-muted/40">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <aside
        id={sidebarId}
        aria-label="Sidebar"
        data-state={open ? 'open' : 'collapsed'}
        className={cn(
          'flex shrink-0 flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200',
          open ? 'w-64 max-md:fixed max-md:inset-y-0 max-md:left-0 max-md:z-40 max-md:shadow-lg' : 'w-16 max-md:hidden',
        )}
      >
        <div className="flex h-14 items-center gap-2 border-b border-sidebar-border px-4">
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-md bg-primary text-sm font-semibold text-primary-foreground"
          >
            {name.charAt(0).toUpperCase()}
          </span>
          <span className={cn('truncate font-semibold', !open && 'sr-only')}>{name}</span>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <SidebarNav
            nodes={tree}
            collapsed={!open}
            className="p-2"
            onNavigate={() => {
              if (!isDesktopNow()) setOpen(false)
            }}
          />
        </div>
      </aside>
      {overlay && (
        <div aria-hidden="true" className="fixed inset-0 z-30 bg-black/30 md:hidden" onClick={() => setOpen(false)} />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-14 items-center gap-1 border-b bg-background px-2 sm:gap-2 sm:px-4">
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            aria-controls={sidebarId}
            aria-expanded={open}
            aria-label={isDesktop ? (open ? 'Collapse sidebar' : 'Expand sidebar') : open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((v) => !v)}
          >
            {isDesktop ? <PanelLeft /> : <Menu />}
          </Button>
          <span className="min-w-0 truncate font-semibold md:hidden">{name}</span>
          {search && <div className="ml-auto md:ml-2">{search}</div>}
          <div className={cn('flex items-center gap-1 sm:gap-2', search ? 'md:ml-auto' : 'ml-auto')}>
            {topBar}
            <UserMenu user={auth?.user} onLogout={onLogout}>
              {userMenuItems}
            </UserMenu>
          </div>
        </header>
        {auth?.principal === 'employee' && auth.user.impersonated && (
          <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
            You are in {auth.user.business?.name ?? 'this business'}'s portal as its administrator, opened from the
            platform console. This sign-in is recorded in the audit log.
          </div>
        )}
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-6">
          {children}
        </main>
      </div>
    </div>
  )
}
