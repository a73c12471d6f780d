import { CircleCheck, Clock, Upload } from 'lucide-react'
import * as React from 'react'
import { SubmitButton } from '@/components/forms/submit-button'
import { Label } from '@/components/ui/label'
import { api, isApiError, type UploadProgress } from '@/lib/api'
import type { ApiData } from '@/lib/api-contract'
import { formatRelativeTime } from '@/lib/relative-time'
import { formatBytes } from './candidate-labels'

export type UploadRequest = ApiData<'post', '/wildcard/candidate-documents/upload-request'>

const MAX_BYTES = 25 * 1024 * 1024
const chosenFile = (file: File | undefined) => (file ? `${file.name} · ${formatBytes(file.size)}` : null)
const ACCEPT =
  '.pdf,.docx,.png,.jpg,.jpeg,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/png,image/jpeg'

/** The candidate's side of a document request: one file per awaited document, sent with upload progress. */
export function UploadDocumentsForm({
  token,
  request,
  onUploaded,
}: {
  token: string
  request: UploadRequest
  onUploaded: () => void
}) {
  const [files, setFiles] = React.useState<Record<string, File>>({})
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [progress, setProgress] = React.useState<UploadProgress | null>(null)
  const [message, setMessage] = React.useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  const awaited = request.documents.filter((d) => d.status === 'requested')
  const choose = (id: string, file: File | undefined) => {
    const next = { ...files }
    if (file) next[id] = file
    else delete next[id]
    setFiles(next)
    setErrors({ ...errors, [id]: file && file.size > MAX_BYTES ? 'The file is too large: the limit is 25 MB.' : '' })
  }
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    setMessage(null)
    if (!Object.keys(files).length) return setMessage({ kind: 'error', text: 'Choose at least one file to upload.' })
    if (Object.values(errors).some(Boolean)) return
    const form = new FormData()
    form.append('token', token)
    for (const [id, file] of Object.entries(files)) form.append(id, file, file.name)
    setProgress({ loaded: 0, total: 1, percent: 0 })
    api
      .upload('/wildcard/candidate-documents/upload', form, { onProgress: setProgress, skipAuthRedirect: true })
      .then((result) => {
        setFiles({})
        setMessage({ kind: 'success', text: result.message })
        onUploaded()
      })
      .catch((err: Error) => {
        if (isApiError(err)) setErrors(Object.fromEntries(err.errors.map((x) => [x.field, x.message])))
        setMessage({ kind: 'error', text: err.message })
      })
      .finally(() => setProgress(null))
  }
  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={
            message.kind === 'error'
              ? 'rounded-md bg-destructive/10 p-3 text-sm text-destructive'
              : 'rounded-md bg-emerald-50 p-3 text-sm text-emerald-900'
          }
        >
          {message.text}
        </p>
      )}
      <ul className="grid gap-4">
        {request.documents.map((d) => (
          <li key={d.id} className="grid gap-1.5">
            {d.status === 'received' ? (
              <p className="flex items-center gap-2 text-sm">
                <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />
                <span className="font-medium">{d.name}</span>
                <span className="text-muted-foreground">
                  received {d.received_at ? formatRelativeTime(d.received_at) : ''}
                </span>
              </p>
            ) : (
              <>
                <Label htmlFor={`doc-${d.id}`} className="flex items-center gap-2">
                  <Clock aria-hidden="true" className="size-4 text-amber-600" />
                  {d.name}
                </Label>
                <input
                  id={`doc-${d.id}`}
                  type="file"
                  accept={ACCEPT}
                  aria-invalid={!!errors[d.id]}
                  aria-describedby={`doc-${d.id}-hint`}
                  className="block w-full rounded-md border p-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm"
                  onChange={(e) => choose(d.id, e.target.files?.[0])}
                />
                <p
                  id={`doc-${d.id}-hint`}
                  className={errors[d.id] ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
                >
                  {errors[d.id] || chosenFile(files[d.id]) || 'PDF, Word (DOCX), PNG or JPEG, up to 25 MB'}
                </p>
              </>
            )}
          </li>
        ))}
      </ul>
      {progress && (
        <div className="grid gap-1">
          <Label htmlFor="upload-progress">Uploading… {progress.percent}%</Label>
          <progress id="upload-progress" className="h-2 w-full accent-primary" max={100} value={progress.percent} />
        </div>
      )}
      {awaited.length > 0 && (
        <SubmitButton pending={!!progress}>
          <Upload aria-hidden="true" />
          Upload {Object.keys(files).length > 1 ? `${Object.keys(files).length} documents` : 'document'}
        </SubmitButton>
      )}
    </form>
  )
}
