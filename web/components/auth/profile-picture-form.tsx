import * as React from 'react'
import { SubmitButton } from '@/components/forms/submit-button'
import { initials } from '@/components/layout/user-menu'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { SessionUser } from '@/lib/auth'
import { useUpdateProfilePicture } from '@/lib/queries/auth'

const ACCEPT = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']
const MAX_BYTES = 5 * 1024 * 1024

/** Pick an image, see it, upload it (PNG, JPEG, GIF or WebP up to 5 MB, as the API accepts). */
export function ProfilePictureForm({ user }: { user: SessionUser<'admin' | 'employee'> }) {
  const [file, setFile] = React.useState<File | null>(null)
  const [problem, setProblem] = React.useState<string | null>(null)
  const [percent, setPercent] = React.useState<number | null>(null)
  const inputRef = React.useRef<HTMLInputElement>(null)
  const upload = useUpdateProfilePicture((p) => setPercent(p.percent))
  const preview = React.useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  React.useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])
  const inputId = React.useId()

  const choose = (picked: File | undefined) => {
    setProblem(null)
    if (!picked) return setFile(null)
    if (!ACCEPT.includes(picked.type)) return setProblem('Choose a PNG, JPEG, GIF or WebP image.')
    if (picked.size > MAX_BYTES) return setProblem('Image cannot be larger than 5 MB.')
    setFile(picked)
  }

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault()
    if (!file) return setProblem('Choose an image first.')
    setPercent(0)
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null)
        if (inputRef.current) inputRef.current.value = ''
      },
      onSettled: () => setPercent(null),
    })
  }

  const src = preview ?? user.avatar_url ?? undefined
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-center gap-6">
      <Avatar className="size-24 text-2xl">
        {src && (
          <AvatarImage
            src={src}
            alt={preview ? 'Preview of the new picture' : 'Your profile picture'}
            className="object-cover"
          />
        )}
        <AvatarFallback className="text-2xl">{initials(user.name || user.email)}</AvatarFallback>
      </Avatar>
      <div className="grid min-w-56 flex-1 gap-2">
        <Label htmlFor={inputId}>Profile picture</Label>
        <Input
          id={inputId}
          ref={inputRef}
          type="file"
          accept={ACCEPT.join(',')}
          aria-invalid={!!problem}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => choose(e.currentTarget.files?.[0])}
        />
        <p
          id={`${inputId}-hint`}
          className={problem ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
          role={problem ? 'alert' : undefined}
        >
          {problem ?? (percent !== null ? `Uploading… ${percent}%` : 'PNG, JPEG, GIF or WebP, up to 5 MB.')}
        </p>
        <SubmitButton pending={upload.isPending} disabled={!file} className="justify-self-start">
          Upload picture
        </SubmitButton>
      </div>
    </form>
  )
}
