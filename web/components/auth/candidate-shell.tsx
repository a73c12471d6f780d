import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { UserMenu } from '@/components/layout/user-menu'
import { useAuth } from '@/lib/auth'
import { brandName } from '@/lib/brand'

const navLink =
  'whitespace-nowrap rounded-md px-3 py-2 text-sm text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50'

/** The candidate area's pages, in the order of the header (each screen adds its own entry). */
const NAV = [
  { to: '/candidates/dashboard', label: 'Dashboard' },
  { to: '/candidates/interviews', label: 'Interviews' },
  { to: '/candidates/matching-jobs', label: 'Matching jobs' },
  { to: '/candidates/offers/{-$id}', label: 'Offers' },
  { to: '/candidates/profile', label: 'My profile' },
  { to: '/candidates/settings', label: 'Settings' },
] as const

/** The candidate area's frame: the business's name, the candidate's pages and their account menu. */
export function CandidateShell({ children, onLogout }: { children: React.ReactNode; onLogout: () => void }) {
  const auth = useAuth()
  const name = brandName()
  return (
    <div data-slot="candidate-shell" className="flex min-h-screen flex-col bg-muted/40">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-20 border-b bg-background">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-4 px-4">
          <span className="flex items-center gap-2 font-semibold">
            <span
              aria-hidden="true"
              className="grid size-8 place-items-center rounded-md bg-primary text-sm text-primary-foreground"
            >
              {name.charAt(0).toUpperCase()}
            </span>
            {name}
          </span>
          <nav aria-label="Main" className="flex min-w-0 items-center gap-1 overflow-x-auto">
            {NAV.map((item) => (
              <Link
                key={item.to}
                to={item.to}
                className={navLink}
                activeProps={{ className: 'bg-accent font-medium text-foreground' }}
              >
                {item.label}
              </Link>
            ))}
          </nav>
          <div className="ml-auto">
            <UserMenu user={auth?.user} onLogout={onLogout} />
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 p-4 outline-none md:p-6">
        {children}
      </main>
    </div>
  )
}
