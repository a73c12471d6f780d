import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordForm } from '@/components/auth/change-password-form'
import { AdminDetailsForm, StaffDetailsForm } from '@/components/auth/profile-details-form'
import { ProfilePictureForm } from '@/components/auth/profile-picture-form'
import { PageHeader } from '@/components/layout/page-header'
import { NotificationSettings } from '@/components/notifications/notification-settings'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useAuth } from '@/lib/auth'

export const Route = createFileRoute('/admin/profile')({ component: ProfilePage })

function ProfilePage() {
  const auth = useAuth()
  // The platform admin on the main domain, a staff member on a business's host.
  if (auth?.principal !== 'admin' && auth?.principal !== 'employee') return null
  const user = auth.user
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Profile" description="Your details, picture, notifications and password." />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Picture</CardTitle>
            <CardDescription>Shown to your colleagues next to your name.</CardDescription>
          </CardHeader>
          <CardContent>
            <ProfilePictureForm user={user} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Details</CardTitle>
            <CardDescription>
              How you appear across {auth.principal === 'admin' ? 'the platform' : 'your business'}.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {auth.principal === 'admin' ? <AdminDetailsForm user={auth.user} /> : <StaffDetailsForm user={auth.user} />}
          </CardContent>
        </Card>
        {auth?.principal === 'employee' && (
          <Card>
            <CardHeader>
              <CardTitle>Notifications by e-mail</CardTitle>
              <CardDescription>
                The bell in the header always shows them; choose how many reach your inbox too.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <NotificationSettings />
            </CardContent>
          </Card>
        )}
        <Card>
          <CardHeader>
            <CardTitle>Password</CardTitle>
            <CardDescription>Changing it signs you out on your other devices.</CardDescription>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm email={user.email} />
          </CardContent>
        </Card>
      </div>
    </div>
  )
}
