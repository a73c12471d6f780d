import type * as React from 'react'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { brandName } from '@/lib/brand'

export type AuthLayoutProps = {
  title: string
  description?: React.ReactNode
  children: React.ReactNode
  /** Below the card body: links such as 'Forgot password?' or 'Create an account'. */
  footer?: React.ReactNode
}

/** Centered card for the sign-in screens, under the business's (or the product's) name. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  const name = brandName()
  return (
    <main data-slot="auth-layout" className="grid min-h-screen place-items-center bg-secondary p-4">
      <title>{`${title} · ${name}`}</title>
      <div className="w-full max-w-md space-y-6">
        <div className="flex items-center justify-center gap-2">
          <span
            aria-hidden="true"
            className="grid size-9 place-items-center rounded-lg bg-primary font-semibold text-primary-foreground"
          >
            {name.charAt(0).toUpperCase()}
          </span>
          <span className="text-xl font-semibold">{name}</span>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>
              <h1 className="text-2xl">{title}</h1>
            </CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer && <CardFooter className="justify-center text-sm text-muted-foreground">{footer}</CardFooter>}
        </Card>
      </div>
    </main>
  )
}
