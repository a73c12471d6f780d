import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/layout/page-header'
import { NodeSettings } from '@/components/settings/node-settings'
import { RolePermissions } from '@/components/settings/role-permissions'
import { appHost } from '@/lib/host'

export const Route = createFileRoute('/admin/settings')({ component: SettingsPage })

function SettingsPage() {
  if (appHost.host === 'main') {
    return (
      <>
        <PageHeader
          title="Settings"
          description="The pages of each portal and the actions available on them. Switching an action off removes it from every business's roles."
        />
        <NodeSettings />
      </>
    )
  }
  return (
    <>
      <PageHeader
        title="Permissions"
        description="What each role may see and do. Business administrators always have every permission."
      />
      <RolePermissions />
    </>
  )
}
