import type * as React from 'react'
import { AuthLayout } from '@/components/layout/auth-layout'
import { Button } from '@/components/ui/button'

type WrongHostProps = { title: string; message: React.ReactNode; href?: string; action?: string }

/** A screen opened on the wrong address: say where it lives and link there. */
export function WrongHost({ title, message, href, action }: WrongHostProps) {
  return (
    <AuthLayout title={title}>
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground">{message}</p>
        {href && (
          <Button asChild className="w-full">
            <a href={href}>{action ?? 'Continue'}</a>
          </Button>
        )}
      </div>
    </AuthLayout>
  )
}
