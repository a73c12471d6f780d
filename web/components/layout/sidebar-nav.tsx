import { Link, type LinkProps } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import * as React from 'react'
import { NavIcon } from '@/components/layout/nav-icon'
import type { NodeTree } from '@/lib/auth'
import { cn } from '@/lib/utils'

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm text-sidebar-foreground outline-none transition-colors hover:bg-sidebar-accent focus-visible:ring-[3px] focus-visible:ring-ring/50'

type ItemProps = { node: NodeTree; collapsed: boolean; depth: number; onNavigate?: () => void }

function NavItem({ node, collapsed, depth, onNavigate }: ItemProps) {
  const [expanded, setExpanded] = React.useState(true)
  const groupId = React.useId()
  const children = node.children ?? []
  const label = <span className={cn('truncate', collapsed && 'sr-only')}>{node.name}</span>
  const indent = !collapsed && depth > 0 ? { paddingLeft: `${0.75 + depth * 0.75}rem` } : undefined

  return (
    <li>
      {node.path ? (
        <Link
          // Paths come from the server's node tree, so they cannot be checked against the route tree.
          to={node.path as LinkProps['to']}
          data-slot="sidebar-link"
          title={collapsed ? node.name : undefined}
          className={itemClass}
          style={indent}
          onClick={onNavigate}
          activeProps={{ className: 'bg-sidebar-accent font-medium text-primary' }}
        >
          <NavIcon name={node.icon ?? node.key} />
          {label}
        </Link>
      ) : (
        <button
          type="button"
          className={cn(itemClass, 'font-medium')}
          style={indent}
          aria-expanded={expanded}
          aria-controls={groupId}
          title={collapsed ? node.name : undefined}
          onClick={() => setExpanded((v) => !v)}
        >
          <NavIcon name={node.icon ?? node.key} />
          {label}
          {!collapsed && (
            <ChevronDown
              aria-hidden="true"
              className={cn('ml-auto size-4 transition-transform', !expanded && '-rotate-90')}
            />
          )}
        </button>
      )}
      {children.length > 0 && (node.path || expanded) && (
        <ul id={groupId} className="mt-1 space-y-1">
          {children.map((child) => (
            <NavItem key={child.id} node={child} collapsed={collapsed} depth={depth + 1} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  )
}

export function SidebarNav({
  nodes,
  collapsed = false,
  className,
  onNavigate,
}: {
  nodes: NodeTree[]
  collapsed?: boolean
  className?: string
  /** After a link is followed (a phone closes the sidebar). */
  onNavigate?: () => void
}) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className="space-y-1">
        {nodes.map((node) => (
          <NavItem key={node.id} node={node} collapsed={collapsed} depth={0} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  )
}
