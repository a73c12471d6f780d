import type * as React from 'react'
import { brandName } from '@/lib/brand'
import { cn } from '@/lib/utils'

export type PageHeaderProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  title: React.ReactNode
  description?: React.ReactNode
  /** Buttons on the right: 'Add department', filters. */
  actions?: React.ReactNode
}

export function PageHeader({ title, description, actions, className, children, ...props }: PageHeaderProps) {
  return (
    <div
      data-slot="page-header"
      className={cn('mb-6 flex flex-wrap items-start justify-between gap-4', className)}
      {...props}
    >
      {/* React 19 hoists <title> into the document head: each page names the tab. */}
      {typeof title === 'string' && <title>{`${title} · ${brandName()}`}</title>}
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
        {children}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  )
}
