import { useQuery } from '@tanstack/react-query'
import { CircleCheck, Clock, Download, FileCheck, FileText, RefreshCw } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import {
  type CandidateDetail,
  candidateFilesQuery,
  downloadDocument,
  type RequestedDocument,
  useCheckDocuments,
  useChooseResume,
} from '@/lib/queries/candidates'
import { formatRelativeTime } from '@/lib/relative-time'
import { notify } from '@/lib/toast'
import { formatBytes } from './candidate-labels'
import { RequestDocumentsDialog } from './request-documents-dialog'

const download = (candidateId: string, documentId: string) =>
  void downloadDocument(candidateId, documentId).catch((e: Error) => notify.error(e.message))

/** File types the server accepts as a resume (PDF, Word). */
const RESUME_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']
/** The received document's id when it can become the resume (PDF or Word), else null. */
const resumeCandidate = (d: RequestedDocument) =>
  d.status === 'received' && RESUME_TYPES.includes(d.file?.content_type ?? '') ? d.document_id : null

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
              onClick={() => data.resume && download(candidate.id, data.resume.id)}
              aria-label="Download resume"
            >
              <Download aria-hidden="true" />
              Download
            </Button>
          )}
        </li>
        {data?.documents.map((d) => {
          const asResume = canChooseResume ? resumeCandidate(d) : null
          return (
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
                    ? `Received ${d.received_at ? formatRelativeTime(d.received_at) : ''}${d.file ? ` · ${[d.file.file_name, d.file.size === null ? null : formatBytes(d.file.size)].filter(Boolean).join(' · ')}` : ''}`
                    : `Requested ${d.requested_at ? formatRelativeTime(d.requested_at) : ''}${d.requested_by_name ? ` by ${d.requested_by_name}` : ''}`}
                </p>
              </div>
              {asResume && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => choose.mutate(asResume)}
                  disabled={choose.isPending}
                  aria-label={`Make ${d.name} the resume`}
                >
                  <FileCheck aria-hidden="true" />
                  Make resume
                </Button>
              )}
              {d.status === 'received' && d.document_id ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => d.document_id && download(candidate.id, d.document_id)}
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
          )
        })}
      </ul>
    </div>
  )
}
