import { useQuery } from '@tanstack/react-query'
import { CANDIDATE_STATE_LABELS } from '@worker/resources/candidates/candidates.schema'
import { Paperclip } from 'lucide-react'
import { SharedFeedback } from '@/components/candidate-area/shared-with-you'
import { formatLocal } from '@/components/candidate-area/when'
import { EmptyState } from '@/components/layout/empty-state'
import { LoadingState } from '@/components/layout/loading-state'
import { PageHeader } from '@/components/layout/page-header'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { myDocumentsQuery, myProfileQuery } from '@/lib/queries/candidate-area'

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">{value || '—'}</dd>
    </div>
  )
}

export function MyProfilePage() {
  const profile = useQuery(myProfileQuery())
  const docs = useQuery(myDocumentsQuery())
  if (profile.isPending) return <LoadingState rows={4} columns={2} label="Loading your profile…" />
  if (profile.isError) return <EmptyState title="Your profile could not be loaded" description="Please try again." />
  const p = profile.data
  return (
    <>
      <PageHeader
        title="My profile"
        description={`What ${p.business?.name ?? 'the company'} has on file for you. To correct something, reply to the hiring team's e-mail.`}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">
                <h2>Details</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3 sm:grid-cols-2">
                <Fact label="Name" value={p.name} />
                <Fact label="E-mail" value={p.email} />
                <Fact label="Phone" value={p.phone} />
                <Fact label="Location" value={p.location} />
                <Fact label="Current role" value={[p.current_title, p.current_company].filter(Boolean).join(' at ')} />
                <Fact label="Experience" value={p.experience_years !== null ? `${p.experience_years} years` : null} />
                <Fact label="Qualification" value={p.qualification} />
                <Fact
                  label="Notice period"
                  value={p.notice_period_days !== null ? `${p.notice_period_days} days` : null}
                />
              </dl>
              {p.skills.length > 0 && (
                <ul aria-label="Skills" className="mt-4 flex flex-wrap gap-1.5">
                  {p.skills.map((s) => (
                    <li key={s}>
                      <Badge variant="secondary">{s}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <SharedFeedback />
        </div>
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">
                <h2>Applications</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2 text-sm">
                {p.applications.map((a) => (
                  <li key={a.id} className="flex flex-wrap items-center justify-between gap-2">
                    <span>{a.job.title}</span>
                    <Badge variant="outline">{CANDIDATE_STATE_LABELS[a.stage]}</Badge>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-base">
                <h2>Documents</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm">
              {docs.data?.resume && (
                <p className="flex items-center gap-2">
                  <Paperclip aria-hidden="true" className="size-4 text-muted-foreground" />
                  Resume: {docs.data.resume.file_name}
                </p>
              )}
              {docs.data?.documents.map((d) => (
                <p key={d.id} className="flex flex-wrap items-center gap-2">
                  <Paperclip aria-hidden="true" className="size-4 text-muted-foreground" />
                  {d.name}
                  <Badge variant={d.status === 'received' ? 'secondary' : 'outline'}>
                    {d.status === 'received'
                      ? `Received ${formatLocal(d.received_at)}`
                      : 'Requested: see the e-mail for the upload link'}
                  </Badge>
                </p>
              ))}
              {!docs.data?.resume && !docs.data?.documents.length && (
                <p className="text-muted-foreground">No documents on file.</p>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  )
}
