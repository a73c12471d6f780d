import { createFileRoute } from '@tanstack/react-router'
import { Briefcase, Building2, LogOut } from 'lucide-react'
import { useSignOut } from '@/components/auth/use-sign-out'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useAuth, userOf } from '@/lib/auth'

export const Route = createFileRoute('/candidates/dashboard')({ component: CandidateDashboard })

function CandidateDashboard() {
  const user = userOf(useAuth(), 'candidate')
  const { signOut, pending } = useSignOut('/candidates/auth/login')
  if (!user) return null
  const firstName = user.first_name || user.name
  return (
    <>
      <PageHeader
        title={`Welcome, ${firstName}`}
        description="Your application at a glance. Your assessments and matching jobs will appear here."
        actions={
          <Button variant="outline" onClick={signOut} disabled={pending}>
            <LogOut aria-hidden="true" />
            Sign out
          </Button>
        }
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardDescription className="flex items-center gap-2">
              <Building2 aria-hidden="true" className="size-4" />
              Company
            </CardDescription>
            <CardTitle className="text-xl">{user.business?.name ?? '—'}</CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">Signed in as {user.email}</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription className="flex items-center gap-2">
              <Briefcase aria-hidden="true" className="size-4" />
              You applied for
            </CardDescription>
            <CardTitle className="text-xl">{user.opportunity?.title ?? 'No open application'}</CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            {user.opportunity
              ? 'The hiring team will reach out about the next steps.'
              : 'When you apply for a job, it shows here.'}
          </CardContent>
        </Card>
      </div>
    </>
  )
}
