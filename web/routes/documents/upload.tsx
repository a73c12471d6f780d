import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { CircleCheck } from 'lucide-react'
import { UploadDocumentsForm } from '@/components/candidates/upload-documents-form'
import { AuthLayout } from '@/components/layout/auth-layout'
import { Skeleton } from '@/components/ui/skeleton'
import { api } from '@/lib/api'
import { linkSecret } from '@/lib/link-secrets'

/** The public page behind a document request's e-mailed link (/documents/upload#token=...): no account needed. */
export const Route = createFileRoute('/documents/upload')({ component: UploadPage })

function UploadPage() {
  const token = linkSecret('token') ?? ''
  const request = useQuery({
    queryKey: ['document-upload'],
    // The token goes in the body: never in a URL of ours (logs, history, Referer).
    queryFn: () =>
      api.post('/wildcard/candidate-documents/upload-request', { json: { token } }, { skipAuthRedirect: true }),
    enabled: !!token,
    retry: false,
  })
  if (!token)
    return (
      <AuthLayout title="Upload documents">
        This page needs the link from your e-mail. Open the link in the e-mail you received.
      </AuthLayout>
    )
  if (request.isLoading)
    return (
      <AuthLayout title="Upload documents">
        <Skeleton className="h-32 w-full" />
      </AuthLayout>
    )
  if (request.isError || !request.data) {
    return (
      <AuthLayout title="This link does not work" description={request.error?.message}>
        Ask the company that sent it for a new link.
      </AuthLayout>
    )
  }
  const data = request.data
  if (data.complete) {
    return (
      <AuthLayout title="All documents received" description={`${data.business_name} has everything it asked for.`}>
        <p className="flex items-center gap-2 text-sm">
          <CircleCheck aria-hidden="true" className="size-5 text-emerald-600" />
          Thank you, {data.candidate_first_name}. You can close this page.
        </p>
      </AuthLayout>
    )
  }
  return (
    <AuthLayout
      title="Upload your documents"
      description={`Hi ${data.candidate_first_name}, ${data.business_name} asks for the documents below. The link works until ${new Date(data.expires_at).toLocaleDateString(undefined, { dateStyle: 'long' })}; each document can be uploaded once.`}
    >
      <UploadDocumentsForm token={token} request={data} onUploaded={() => void request.refetch()} />
    </AuthLayout>
  )
}
