import { LogOut } from 'lucide-react'
import type * as React from 'react'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { SessionUser } from '@/lib/auth'

/** The name the signed-in account goes by: its name, else its e-mail. */
export function displayName(user: SessionUser | null | undefined): string {
  return user?.name.trim() || user?.email.trim() || 'Account'
}

export function initials(name: string): string {
  const parts = name.split(/[\s@._-]+/).filter(Boolean)
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?'
}

type UserMenuProps = {
  user: SessionUser | null | undefined
  onLogout?: () => void
  children?: React.ReactNode
}

export function UserMenu({ user, onLogout, children }: UserMenuProps) {
  const name = displayName(user)
  const email = user?.email
  // Candidates have no picture; staff and the platform admin may.
  const avatar = user && 'avatar_url' in user ? user.avatar_url : null
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-9 gap-2 px-2" aria-label={`Account menu for ${name}`}>
          <Avatar className="size-7">
            {avatar && <AvatarImage src={avatar} alt="" />}
            <AvatarFallback>{initials(name)}</AvatarFallback>
          </Avatar>
          <span className="hidden max-w-40 truncate text-sm sm:inline">{name}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="grid">
          <span className="truncate">{name}</span>
          {email && email !== name && (
            <span className="truncate text-xs font-normal text-muted-foreground">{email}</span>
          )}
        </DropdownMenuLabel>
        {children && <DropdownMenuSeparator />}
        {children}
        {onLogout && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onLogout}>
              <LogOut aria-hidden="true" />
              Log out
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
