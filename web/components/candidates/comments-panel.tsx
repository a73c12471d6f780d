import { useQuery } from '@tanstack/react-query'
import { Share2 } from 'lucide-react'
import * as React from 'react'
import { SubmitButton } from '@/components/forms/submit-button'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { commentsQuery, employeeOptionsQuery, useAddComment } from '@/lib/queries/candidates'
import { formatRelativeTime } from '@/lib/relative-time'
import { initials } from './candidate-labels'
import { MentionTextarea, withMentionTokens } from './mention-textarea'

/** The comment cut into plain text and @mentions, each part keyed by where it starts in the text. */
function mentionParts(text: string, names: string[]): { at: number; text: string; mention: boolean }[] {
  if (!names.length) return [{ at: 0, text, mention: false }]
  const pattern = new RegExp(`(@(?:${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}))`, 'g')
  let at = 0
  // Empty pieces (a mention at either end) are left out, so no two parts start at the same place.
  return text
    .split(pattern)
    .map((part, i) => {
      const piece = { at, text: part, mention: i % 2 === 1 }
      at += part.length
      return piece
    })
    .filter((part) => part.text)
}

/** Mentions shown as highlighted names in a comment's text. */
function CommentText({ text, names }: { text: string; names: string[] }) {
  return (
    <>
      {mentionParts(text, names).map((part) =>
        part.mention ? (
          <span key={part.at} className="rounded bg-primary/10 px-0.5 font-medium text-primary">
            {part.text}
          </span>
        ) : (
          <React.Fragment key={part.at}>{part.text}</React.Fragment>
        ),
      )}
    </>
  )
}

/** The team's discussion of a candidate; @mentions notify colleagues by notification and e-mail. */
export function CommentsPanel({ candidateId, canComment }: { candidateId: string; canComment: boolean }) {
  const comments = useQuery(commentsQuery(candidateId))
  const people = useQuery({ ...employeeOptionsQuery(), enabled: canComment })
  const add = useAddComment(candidateId)
  const [body, setBody] = React.useState('')
  const [shared, setShared] = React.useState(false)
  const [error, setError] = React.useState<string | null>(null)
  const picked = React.useRef(new Map<string, string>())
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    if (!body.trim()) return setError('Please enter Comment')
    add.mutate(
      { body: withMentionTokens(body.trim(), picked.current), is_shared: shared },
      {
        onSuccess: () => {
          setBody('')
          setShared(false)
          picked.current.clear()
        },
      },
    )
  }
  return (
    <div className="grid gap-5">
      {canComment && (
        <form onSubmit={submit} className="grid gap-2" noValidate>
          <Label htmlFor="comment-body">Add a comment</Label>
          <MentionTextarea
            id="comment-body"
            rows={3}
            maxLength={5000}
            placeholder={
              people.data
                ? 'Write a comment. Type @ to mention a colleague.'
                : 'Write a comment. Mention a colleague with @their e-mail.'
            }
            value={body}
            onChange={(v) => {
              setBody(v)
              setError(null)
            }}
            people={people.data ?? null}
            onPick={(name, id) => picked.current.set(name, id)}
            aria-invalid={!!error}
          />
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex items-center gap-2">
              <Checkbox id="comment-shared" checked={shared} onCheckedChange={(v) => setShared(v === true)} />
              <Label htmlFor="comment-shared" className="font-normal">
                Share with the candidate
              </Label>
            </div>
            <SubmitButton size="sm" pending={add.isPending}>
              Comment
            </SubmitButton>
          </div>
        </form>
      )}
      {comments.isLoading ? (
        <Skeleton className="h-20 w-full" />
      ) : comments.data?.rows.length ? (
        <ul className="grid gap-4" aria-label="Comments">
          {comments.data.rows.map((c) => (
            <li key={c.id} className="flex gap-3">
              <Avatar className="size-8">
                {c.author.avatar_url && <AvatarImage src={c.author.avatar_url} alt="" />}
                <AvatarFallback className="text-xs">{initials(c.author.name)}</AvatarFallback>
              </Avatar>
              <div className="min-w-0 flex-1">
                <p className="text-sm">
                  <span className="font-medium">{c.author.name}</span>{' '}
                  <time
                    className="text-xs text-muted-foreground"
                    dateTime={c.created_at}
                    title={new Date(c.created_at).toLocaleString()}
                  >
                    {formatRelativeTime(c.created_at)}
                  </time>
                  {c.is_shared && (
                    <Badge variant="outline" className="ml-2">
                      <Share2 aria-hidden="true" />
                      Shared
                    </Badge>
                  )}
                </p>
                <p className="text-sm whitespace-pre-wrap">
                  <CommentText text={c.text} names={c.mentioned.map((m) => m.name).filter((n): n is string => !!n)} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No comments yet.</p>
      )}
    </div>
  )
}
