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

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined)

/** Best display name from whatever user record the login call returned. */
export function displayName(user: Record<string, unknown> | null | undefined): string {
  if (!user) return 'Account'
  const full = [text(user.first_name) ?? text(user.firstName), text(user.last_name) ?? text(user.lastName)]
    .filter(Boolean)
    .join(' ')
  return text(user.name) ?? (full || undefined) ?? text(user.email) ?? 'Account'
}

export function initials(name: string): string {
  const parts = name.split(/[\s@._-]+/).filter(Boolean)
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?'
}

type UserMenuProps = {
  user: Record<string, unknown> | null | undefined
  onLogout?: () => void
  children?: React.ReactNode
}

export function UserMenu({ user, onLogout, children }: UserMenuProps) {
  const name = displayName(user)
  const email = text(user?.email)
  const avatar = text(user?.avatar_url)
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
