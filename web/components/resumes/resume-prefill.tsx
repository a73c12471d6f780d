import { useQuery } from '@tanstack/react-query'
import { candidateDraft } from '@worker/resources/resumes/resume-candidate'
import { RESUME_ACCEPT } from '@worker/resources/resumes/resumes.schema'
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react'
import * as React from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { isApiError } from '@/lib/api'
import { usePermissions } from '@/lib/permissions'
import type { CandidateInput } from '@/lib/queries/candidates'
import { resumeQuery, uploadResumes } from '@/lib/queries/resumes'
import { formValues } from './review-form'

/** Whether this user may add a candidate from a resume (upload it, then save the record). */
export function useCanPrefill() {
  const can = usePermissions()
  return can('resumes', 'upload') && can('resumes', 'save')
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'reading' }
  | { kind: 'error'; message: string }

/**
 * "Add candidate" with a resume: the file is uploaded for extraction, and once read the form's
 * empty fields are filled from it (`onDraft`); saving then goes through save_records, so the file
 * becomes the candidate's resume and the duplicate check is the same.
 */
export function ResumePrefill({
  resumeId,
  onResume,
  onDraft,
}: {
  resumeId: string | null
  onResume: (id: string | null) => void
  onDraft: (values: CandidateInput) => void
}) {
  const [phase, setPhase] = React.useState<Phase>({ kind: 'idle' })
  const inputId = React.useId()
  const record = useQuery({ ...resumeQuery(resumeId ?? ''), enabled: !!resumeId })
  const filledFor = React.useRef<string | null>(null)
  const data = record.data
  React.useEffect(() => {
    if (!data || filledFor.current === data.id) return
    if (data.status === 'extracted' && data.fields) {
      filledFor.current = data.id
      onDraft(formValues(candidateDraft(data.fields).draft))
      setPhase({ kind: 'idle' })
    } else if (data.status === 'failed') {
      filledFor.current = data.id
      setPhase({ kind: 'error', message: data.error ?? 'The resume could not be read.' })
      onResume(null)
    }
  }, [data, onDraft, onResume])

  const choose = async (file: File | undefined) => {
    onResume(null)
    filledFor.current = null
    if (!file) return setPhase({ kind: 'idle' })
    setPhase({ kind: 'uploading', percent: 0 })
    try {
      const answer = await uploadResumes([file], (p) => setPhase({ kind: 'uploading', percent: p.percent }))
      const first = answer.data[0]
      if (!first) throw new Error('The resume was not accepted.')
      setPhase({ kind: 'reading' })
      onResume(first.id)
    } catch (error) {
      const message = isApiError(error) ? error.message.replace(/^[^:]*: /, '') : 'The upload failed.'
      setPhase({ kind: 'error', message })
    }
  }

  const done = !!resumeId && data?.status === 'extracted'
  return (
    <div className="grid gap-2 rounded-md border border-dashed p-3" data-slot="resume-prefill">
      <Label htmlFor={inputId}>Resume (optional)</Label>
      <Input
        id={inputId}
        type="file"
        accept={RESUME_ACCEPT}
        onChange={(e) => void choose(e.target.files?.[0])}
        className="cursor-pointer"
      />
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground" aria-live="polite">
        {phase.kind === 'uploading' && (
          <>
            <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
            Uploading {phase.percent}%…
          </>
        )}
        {phase.kind === 'reading' && !done && (
          <>
            <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
            Reading the resume…
          </>
        )}
        {done && (
          <>
            <CircleCheck aria-hidden="true" className="size-3.5 text-emerald-600" />
            Filled from the resume. Check the fields; the file becomes the candidate’s resume.
          </>
        )}
        {phase.kind === 'error' && (
          <span className="inline-flex items-center gap-1.5 text-destructive">
            <CircleAlert aria-hidden="true" className="size-3.5" />
            {phase.message}
          </span>
        )}
        {phase.kind === 'idle' && !done && 'PDF, Word (DOCX) or text: the form is filled from it for you to check.'}
      </p>
    </div>
  )
}
