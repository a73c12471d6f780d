import { useQuery } from '@tanstack/react-query'
import { ShieldCheck, ShieldOff } from 'lucide-react'
import * as React from 'react'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { useAuth } from '@/lib/auth'
import { PRODUCT_NAME } from '@/lib/brand'
import { supportAccessQuery, useSetSupportAccess } from '@/lib/queries/audit-logs'

/**
 * The impersonation control: whether platform support may sign in to this portal as its
 * administrator. Those who hold audit_logs.manage switch it; support signed in here cannot.
 */
export function SupportAccessCard({ canManage }: { canManage: boolean }) {
  const access = useQuery(supportAccessQuery())
  const save = useSetSupportAccess()
  const auth = useAuth()
  const impersonated = auth?.principal === 'employee' && auth.user.impersonated
  const switchId = React.useId()
  const allowed = access.data?.allowed ?? true
  const open = access.data?.open_support_sessions ?? 0
  const Icon = allowed ? ShieldCheck : ShieldOff
  return (
    <Card className="mb-6">
      <CardHeader className="gap-3 sm:flex sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-4 text-primary" />
            Support access
          </CardTitle>
          <CardDescription>
            {allowed
              ? `${PRODUCT_NAME} support can sign in to your portal as your administrator when you ask for help. Every sign-in is listed below.`
              : `${PRODUCT_NAME} support cannot sign in to your portal. Turn access on when you want them to look at something with you.`}
            {open > 0 && ` ${open === 1 ? 'One support session is' : `${open} support sessions are`} open now.`}
          </CardDescription>
          {(!canManage || impersonated) && (
            <p className="text-xs text-muted-foreground">
              {impersonated
                ? 'Only your own team can change support access.'
                : 'Ask a business admin to change support access.'}
            </p>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Switch
            id={switchId}
            checked={allowed}
            disabled={!canManage || impersonated || access.isPending || save.isPending}
            onCheckedChange={(checked) => save.mutate({ allowed: checked })}
          />
          <Label htmlFor={switchId} className="text-sm font-normal">
            Allow support to sign in
          </Label>
        </div>
      </CardHeader>
    </Card>
  )
}
