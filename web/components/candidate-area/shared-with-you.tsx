import { useQuery } from '@tanstack/react-query'
import { MessageSquare } from 'lucide-react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { mySharedCommentsQuery, mySharedFeedbackQuery } from '@/lib/queries/candidate-area'
import { formatLocal } from './when'

/** Messages the hiring team addressed to the candidate (shared comments). */
export function SharedComments() {
  const comments = useQuery(mySharedCommentsQuery())
  if (!comments.data?.length) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <MessageSquare aria-hidden="true" className="size-4" />
          <h2>Messages from the hiring team</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {comments.data.map((c) => (
            <li key={c.id} className="rounded-md border bg-muted/30 p-3 text-sm">
              <p className="whitespace-pre-wrap">{c.text}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {c.author ?? 'The hiring team'} · {formatLocal(c.created_at)}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}

/** Interview feedback the hiring team chose to share. */
export function SharedFeedback() {
  const feedback = useQuery(mySharedFeedbackQuery())
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">
          <h2>Feedback shared with you</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!feedback.data?.length ? (
          <p className="text-sm text-muted-foreground">No feedback has been shared with you yet.</p>
        ) : (
          <ul className="grid gap-3">
            {feedback.data.map((f) => (
              <li key={f.id} className="grid gap-1 rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{f.interview_title ?? 'Interview'}</span>
                  {f.rating !== null && (
                    <span className="flex items-center gap-1 text-amber-700">
                      <span aria-hidden="true">★</span>
                      <span aria-hidden="true">{f.rating}/5</span>
                      <span className="sr-only">Rated {f.rating} of 5</span>
                    </span>
                  )}
                  <span className="ml-auto text-xs text-muted-foreground">
                    {f.author ?? 'The hiring team'} · {formatLocal(f.created_at)}
                  </span>
                </div>
                {f.strengths && <p>Strengths: {f.strengths}</p>}
                {f.concerns && <p>To work on: {f.concerns}</p>}
                {f.notes && <p className="whitespace-pre-wrap">{f.notes}</p>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
