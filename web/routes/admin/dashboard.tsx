import { createFileRoute } from '@tanstack/react-router'
import { PlatformDashboard } from '@/components/admin-console/platform-dashboard'
import { BusinessDashboard } from '@/components/dashboard/business-dashboard'
import { appHost } from '@/lib/host'

export const Route = createFileRoute('/admin/dashboard')({ component: DashboardPage })

/** The business's dashboard on its host, the platform's on the main domain (/admin sends candidates to theirs). */
function DashboardPage() {
  return appHost.host === 'business' ? <BusinessDashboard /> : <PlatformDashboard />
}
