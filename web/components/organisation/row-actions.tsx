import { MoreHorizontal } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

export type RowAction = { label: string; onSelect: () => void; destructive?: boolean; separated?: boolean }

/** The "…" menu of a table row; nothing when the caller may do nothing with the row. */
export function RowActions({ name, actions }: { name: string; actions: (RowAction | false | null | undefined)[] }) {
  const shown = actions.filter((a): a is RowAction => !!a)
  if (!shown.length) return <span className="text-muted-foreground">—</span>
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${name}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {shown.map((a) => (
          <React.Fragment key={a.label}>
            {a.separated && <DropdownMenuSeparator />}
            <DropdownMenuItem
              onSelect={a.onSelect}
              className={a.destructive ? 'text-destructive focus:text-destructive' : undefined}
            >
              {a.label}
            </DropdownMenuItem>
          </React.Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
