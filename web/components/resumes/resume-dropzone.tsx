import { RESUME_ACCEPT, RESUME_FILES_TEXT } from '@worker/resources/resumes/resumes.schema'
import { FileUp } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

/**
 * Where resumes are dropped (or chosen): many at once. The browser's list of files goes to
 * `onFiles`; the server decides what each file is by its bytes.
 */
export function ResumeDropzone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const input = React.useRef<HTMLInputElement>(null)
  const [over, setOver] = React.useState(false)
  const hintId = React.useId()
  const take = (list: FileList | null) => {
    const files = list ? [...list] : []
    if (files.length) onFiles(files)
  }
  return (
    <section
      aria-label="Upload resumes"
      data-slot="resume-dropzone"
      onDragOver={(e) => {
        if (disabled) return
        e.preventDefault()
        e.dataTransfer.dropEffect = 'copy'
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault()
        setOver(false)
        if (!disabled) take(e.dataTransfer.files)
      }}
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors',
        over ? 'border-primary bg-primary/5' : 'border-border bg-muted/20',
        disabled && 'opacity-60',
      )}
    >
      <span className="grid size-12 place-items-center rounded-full bg-secondary text-primary">
        <FileUp aria-hidden="true" className="size-6" />
      </span>
      <div className="space-y-1">
        <p className="font-medium">Drop resumes here</p>
        <p id={hintId} className="text-sm text-muted-foreground">
          {RESUME_FILES_TEXT}. Each one is read into a candidate record for you to check.
        </p>
      </div>
      <Button type="button" variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
        Choose files
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={RESUME_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Resume files"
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(e) => {
          take(e.target.files)
          e.target.value = ''
        }}
      />
    </section>
  )
}
