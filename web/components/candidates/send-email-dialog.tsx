import { useQuery } from '@tanstack/react-query'
import * as React from 'react'
import { SubmitButton } from '@/components/forms/submit-button'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { isApiError } from '@/lib/api'
import type { ApiBody } from '@/lib/api-contract'
import { useBulkEmail } from '@/lib/queries/applications'
import { type CandidateDetail, templateOptionsQuery, useSendEmail } from '@/lib/queries/candidates'

const WRITE = '__write__'

/** The button that opens the dialog (the page draws it: ./send-email-dialog-lazy.tsx) and whether it was pressed before this code was here. */
type DialogProps = { trigger: React.ReactNode; defaultOpen?: boolean }

/** What one candidate's e-mail sends; the bulk e-mail sends the same with the selected ids. */
type EmailInput = ApiBody<'post', '/wildcard/candidates/:id/send-email'>
type Sender = {
  mutate: (input: EmailInput, options: { onSuccess: () => void; onError: (e: Error) => void }) => void
  isPending: boolean
}

/** E-mail the candidate from one of the business's templates, or a message written here; the sender's signature is added. */
export function SendEmailDialog({ candidate, ...dialog }: { candidate: CandidateDetail } & DialogProps) {
  const send = useSendEmail(candidate.id)
  return <EmailDialog title={`E-mail ${candidate.name}`} to={`To ${candidate.email}.`} send={send} {...dialog} />
}

/** The same e-mail to each of the selected candidates (the list's bulk action), placeholders filled per person. */
export function BulkEmailDialog({
  candidateIds,
  onSent,
  ...dialog
}: { candidateIds: string[]; onSent: () => void } & DialogProps) {
  const send = useBulkEmail()
  const n = candidateIds.length
  return (
    <EmailDialog
      title={`E-mail ${n} candidate${n === 1 ? '' : 's'}`}
      to="Each gets their own copy."
      send={{
        isPending: send.isPending,
        mutate: (input, options) =>
          send.mutate(
            { ...input, candidate_ids: candidateIds },
            {
              onSuccess: () => {
                options.onSuccess()
                onSent()
              },
              onError: options.onError,
            },
          ),
      }}
      {...dialog}
    />
  )
}

function EmailDialog({
  title,
  to,
  send,
  trigger,
  defaultOpen = false,
}: {
  title: string
  to: string
  send: Sender
} & DialogProps) {
  const [open, setOpen] = React.useState(defaultOpen)
  const [template, setTemplate] = React.useState(WRITE)
  const [subject, setSubject] = React.useState('')
  const [body, setBody] = React.useState('')
  const [signature, setSignature] = React.useState(true)
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const templates = useQuery({ ...templateOptionsQuery(), enabled: open })
  const usingTemplate = template !== WRITE
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const found: Record<string, string> = {}
    if (!usingTemplate && !subject.trim()) found.subject = 'Please enter Subject'
    if (!usingTemplate && !body.trim()) found.body = 'Please enter Body'
    setErrors(found)
    if (Object.keys(found).length) return
    send.mutate(
      {
        template_id: usingTemplate ? template : null,
        subject: subject.trim() || null,
        body: body.trim() || null,
        signature,
      },
      {
        onSuccess: () => setOpen(false),
        onError: (err) => isApiError(err) && setErrors(Object.fromEntries(err.errors.map((x) => [x.field, x.message]))),
      },
    )
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) return
        setTemplate(WRITE)
        setSubject('')
        setBody('')
        setSignature(true)
        setErrors({})
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              {to} Placeholders such as {'{{candidate_name}}'} and {'{{job_title}}'} are filled in.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="email-template">Template</Label>
            <Select value={template} onValueChange={setTemplate}>
              <SelectTrigger id="email-template" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={WRITE}>Write a message</SelectItem>
                {(templates.data ?? []).map((t) => (
                  <SelectItem key={t.value} value={t.value}>
                    {t.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="email-subject">
              Subject{' '}
              {usingTemplate && (
                <span className="font-normal text-muted-foreground">(optional: the template’s otherwise)</span>
              )}
            </Label>
            <Input
              id="email-subject"
              value={subject}
              maxLength={200}
              aria-invalid={!!errors.subject}
              onChange={(e) => setSubject(e.target.value)}
            />
            {errors.subject && <p className="text-sm text-destructive">{errors.subject}</p>}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="email-body">{usingTemplate ? 'Message (fills the template’s {{message}})' : 'Body'}</Label>
            <Textarea
              id="email-body"
              rows={7}
              value={body}
              maxLength={20000}
              aria-invalid={!!errors.body}
              onChange={(e) => setBody(e.target.value)}
            />
            {errors.body && <p className="text-sm text-destructive">{errors.body}</p>}
            {errors.template_id && <p className="text-sm text-destructive">{errors.template_id}</p>}
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id="email-signature" checked={signature} onCheckedChange={(v) => setSignature(v === true)} />
            <Label htmlFor="email-signature" className="font-normal">
              Add my signature
            </Label>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <SubmitButton pending={send.isPending}>Send</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
