import type { ResumeState } from '@worker/resources/resumes/resumes.schema'
import { CircleAlert, FileText } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { ResumeStatusBadge } from './resume-status-badge'
import type { UploadItem } from './use-resume-uploads'

const size = new Intl.NumberFormat(undefined, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 })
const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024
    ? new Intl.NumberFormat(undefined, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
        bytes / 1024 / 1024,
      )
    : size.format(Math.max(1, Math.round(bytes / 1024)))

/**
 * This session's files, newest first: each with its upload progress, then its live state on the
 * server (queued, extracting, ready, failed), or why it was refused.
 */
export function UploadList({
  items,
  statusOf,
  onOpen,
  onClear,
}: {
  items: UploadItem[]
  statusOf: (resumeId: string) => { status: ResumeState; error: string | null } | undefined
  onOpen: (resumeId: string) => void
  onClear: () => void
}) {
  if (!items.length) return null
  const settled = items.every((it) => it.phase !== 'waiting' && it.phase !== 'uploading')
  return (
    <section aria-label="Uploads" className="space-y-2">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium">This upload</h2>
        {settled && (
          <Button type="button" variant="ghost" size="sm" onClick={onClear}>
            Clear list
          </Button>
        )}
      </div>
      <ul className="divide-y rounded-md border">
        {items.map((it) => {
          const server = it.resumeId ? statusOf(it.resumeId) : undefined
          const error = it.error ?? (server?.status === 'failed' ? server.error : null)
          return (
            <li key={it.key} data-slot="upload-item" data-file={it.file.name} className="grid gap-1.5 px-3 py-2">
              <div className="flex items-center gap-3">
                <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1 truncate text-sm">{it.file.name}</span>
                <span className="text-xs text-muted-foreground tabular-nums">{sizeOf(it.file.size)}</span>
                {it.phase === 'waiting' && <span className="text-xs text-muted-foreground">Waiting…</span>}
                {it.phase === 'uploading' && (
                  <span className="text-xs text-muted-foreground tabular-nums">Uploading {it.progress}%</span>
                )}
                {(it.phase === 'rejected' || it.phase === 'failed') && (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-red-700">
                    <CircleAlert aria-hidden="true" className="size-3.5" />
                    {it.phase === 'rejected' ? 'Refused' : 'Not uploaded'}
                  </span>
                )}
                {it.phase === 'uploaded' && server && (
                  <button
                    type="button"
                    className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    onClick={() => it.resumeId && onOpen(it.resumeId)}
                    aria-label={`Open ${it.file.name}`}
                  >
                    <ResumeStatusBadge status={server.status} />
                  </button>
                )}
                {it.phase === 'uploaded' && !server && <ResumeStatusBadge status="queued" />}
              </div>
              {(it.phase === 'uploading' || it.phase === 'waiting') && (
                <div
                  role="progressbar"
                  aria-label={`Uploading ${it.file.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={it.progress}
                  className="h-1.5 overflow-hidden rounded-full bg-secondary"
                >
                  <div
                    className={cn('h-full rounded-full bg-primary transition-[width]')}
                    style={{ width: `${it.progress}%` }}
                  />
                </div>
              )}
              {error && <p className="text-xs text-red-700">{error}</p>}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
