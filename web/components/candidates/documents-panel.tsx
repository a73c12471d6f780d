import { useQuery } from '@tanstack/react-query'
import { CircleCheck, Clock, Download, FileCheck, FileText, RefreshCw } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import {
  type CandidateDetail,
  candidateFilesQuery,
  downloadFile,
  type RequestedDocument,
  useCheckDocuments,
  useChooseResume,
} from '@/lib/queries/candidates'
import { formatRelativeTime } from '@/lib/relative-time'
import { notify } from '@/lib/toast'
import { formatBytes } from './candidate-labels'
import { RequestDocumentsDialog } from './request-documents-dialog'

const download = (url: string) => void downloadFile(url).catch((e: Error) => notify.error(e.message))

/** File types the server accepts as a resume (PDF, Word). */
const RESUME_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']
const canBeResume = (d: RequestedDocument) =>
  d.status === 'received' && !!d.document_id && RESUME_TYPES.includes(d.file?.content_type ?? '')

/**
 * The resume and every other document: requested ones (arrived, with a download, or still
 * awaited) and files that came without a request, e.g. a resume sent with a later application,
 * which never replaces the resume on its own: someone who may edit candidates chooses.
 */
export function DocumentsPanel({
  candidate,
  canRequest,
  canChooseResume,
}: {
  candidate: CandidateDetail
  canRequest: boolean
  canChooseResume: boolean
}) {
  const files = useQuery(candidateFilesQuery(candidate.id))
  const check = useCheckDocuments(candidate.id)
  const choose = useChooseResume(candidate.id)
  if (files.isLoading) return <Skeleton className="h-24 w-full" />
  const data = files.data
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {data?.pending_count
            ? `${data.pending_count} requested document${data.pending_count === 1 ? '' : 's'} not yet received.`
            : 'Everything requested has arrived.'}
        </p>
        <div className="flex gap-2">
          {!!data?.documents.length && (
            <Button variant="outline" size="sm" onClick={() => check.mutate()} disabled={check.isPending}>
              <RefreshCw aria-hidden="true" />
              Check arrivals
            </Button>
          )}
          {canRequest && <RequestDocumentsDialog candidate={candidate} />}
        </div>
      </div>
      <ul className="divide-y rounded-md border" aria-label="Documents">
        <li className="flex items-center gap-3 p-3">
          <FileText aria-hidden="true" className="size-5 text-muted-foreground" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium">Resume</p>
            <p className="truncate text-xs text-muted-foreground">
              {data?.resume
                ? `${data.resume.file_name} · ${formatBytes(data.resume.size)} · ${formatRelativeTime(data.resume.created_at)}`
                : 'No resume on file'}
            </p>
          </div>
          {data?.resume && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => download(data.resume!.download_url)}
              aria-label="Download resume"
            >
              <Download aria-hidden="true" />
              Download
            </Button>
          )}
        </li>
        {data?.documents.map((d) => (
          <li key={d.id} className="flex items-center gap-3 p-3">
            {d.status === 'received' ? (
              <CircleCheck aria-hidden="true" className="size-5 text-emerald-600" />
            ) : (
              <Clock aria-hidden="true" className="size-5 text-amber-600" />
            )}
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium">{d.name}</p>
              <p className="truncate text-xs text-muted-foreground">
                {d.status === 'received'
                  ? `Received ${formatRelativeTime(d.received_at!)}${d.file ? ` · ${d.file.file_name} · ${formatBytes(d.file.size)}` : ''}`
                  : `Requested ${d.requested_at ? formatRelativeTime(d.requested_at) : ''}${d.requested_by_name ? ` by ${d.requested_by_name}` : ''}`}
              </p>
            </div>
            {canChooseResume && canBeResume(d) && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => choose.mutate(d.document_id!)}
                disabled={choose.isPending}
                aria-label={`Make ${d.name} the resume`}
              >
                <FileCheck aria-hidden="true" />
                Make resume
              </Button>
            )}
            {d.status === 'received' && d.download_url ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => download(d.download_url!)}
                aria-label={`Download ${d.name}`}
              >
                <Download aria-hidden="true" />
                Download
              </Button>
            ) : (
              <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-800">
                Awaited
              </Badge>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
