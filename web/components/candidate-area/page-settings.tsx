import { ChangePasswordForm } from '@/components/auth/change-password-form'
import { NotificationSettings } from '@/components/candidate-area/notification-settings'
import { PageHeader } from '@/components/layout/page-header'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useAuth, userOf } from '@/lib/auth'

export function CandidateSettingsPage() {
  const user = userOf(useAuth(), 'candidate')
  return (
    <>
      <PageHeader title="Settings" description="Your password and the e-mails you receive." />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">
              <h2>E-mail notifications</h2>
            </CardTitle>
            <CardDescription>
              Messages from the hiring team and security e-mails (codes, password changes) are always sent.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <NotificationSettings />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">
              <h2>Password</h2>
            </CardTitle>
            <CardDescription>Changing it signs you out on your other devices.</CardDescription>
          </CardHeader>
          <CardContent>{user && <ChangePasswordForm email={user.email} />}</CardContent>
        </Card>
      </div>
    </>
  )
}
