import { createFileRoute, Link } from '@tanstack/react-router'
import { Building2, CircleUser, ShieldCheck } from 'lucide-react'
import { PlatformDashboard } from '@/components/admin-console/platform-dashboard'
import { BusinessDashboard } from '@/components/dashboard/business-dashboard'
import { PageHeader } from '@/components/layout/page-header'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useAuth } from '@/lib/auth'
import { appHost } from '@/lib/host'
import { type AccountDetail, currentUser } from '@/lib/queries/auth'

export const Route = createFileRoute('/admin/dashboard')({ component: DashboardPage })

/** 'Business admin', the staff role's name, or 'Platform admin'. */
function roleLabel(user: AccountDetail): string {
  if (user.role === 'platform_admin') return 'Platform admin'
  if (user.is_business_admin) return 'Business admin'
  if (user.role && typeof user.role === 'object') return user.role.name
  return 'Staff'
}

function greeting(hour = new Date().getHours()) {
  return hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening'
}

function DashboardPage() {
  const user = currentUser(useAuth())
  if (appHost.host === 'business') return <BusinessDashboard />
  if (appHost.host === 'main') return <PlatformDashboard />
  if (!user) return null
  const firstName = user.first_name || user.name.split(' ')[0]
  const isPlatform = user.role === 'platform_admin'
  return (
    <>
      <PageHeader
        title={`${greeting()}, ${firstName}`}
        description={
          isPlatform
            ? 'You are signed in to the Hirely platform console.'
            : `Welcome to the ${user.business?.name ?? ''} hiring portal.`
        }
      />
      <div className="grid gap-4 md:grid-cols-3">
        <Card>
          <CardHeader>
            <CardDescription className="flex items-center gap-2">
              <Building2 aria-hidden="true" className="size-4" />
              {isPlatform ? 'Platform' : 'Business'}
            </CardDescription>
            <CardTitle className="text-xl">{isPlatform ? 'Hirely' : user.business?.name}</CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            {isPlatform ? 'Businesses, users, plans and transactions.' : `Portal address: ${location.host}`}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="size-4" />
              Your role
            </CardDescription>
            <CardTitle className="text-xl">{roleLabel(user)}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            {user.designation && <Badge variant="secondary">{user.designation}</Badge>}
            {user.department && <Badge variant="outline">{user.department.name}</Badge>}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription className="flex items-center gap-2">
              <CircleUser aria-hidden="true" className="size-4" />
              Signed in as
            </CardDescription>
            <CardTitle className="truncate text-xl">{user.name}</CardTitle>
          </CardHeader>
          <CardContent className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            <span className="truncate">{user.email}</span>
            <Button asChild variant="outline" size="sm">
              <Link to="/admin/profile">Edit profile</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </>
  )
}
