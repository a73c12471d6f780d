import { keyed } from '@worker/lib/list-keys'
import type * as React from 'react'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { HistoryEntry, OpportunityDetail } from '@/lib/queries/opportunities'
import { formatRelativeTime } from '@/lib/relative-time'
import {
  EMPLOYMENT_TYPE_LABELS,
  formatDate,
  formatExperience,
  formatSalary,
  humanize,
  WORKPLACE_LABELS,
} from './job-labels'

/** The facts of a job, as a description list. */
export function JobFacts({ job }: { job: OpportunityDetail }) {
  const facts: [string, React.ReactNode][] = [
    ['Department', job.department?.name ?? '—'],
    ['Branch', job.branch?.name ?? '—'],
    ['Employment', EMPLOYMENT_TYPE_LABELS[job.employment_type] ?? job.employment_type],
    ['Workplace', [WORKPLACE_LABELS[job.workplace], job.location].filter(Boolean).join(' · ')],
    ['Salary', formatSalary(job.salary_min, job.salary_max, job.salary_currency) ?? '—'],
    ['Experience', formatExperience(job.experience_min, job.experience_max) ?? '—'],
    ['Openings', job.openings],
    ['Deadline', formatDate(job.deadline)],
    ['Hiring manager', job.hiring_manager?.name ?? '—'],
    ['E-mail template', job.email_template?.name ?? "The business's default"],
    ['Published', job.published_at ? formatDate(job.published_at) : 'Not yet'],
    ['Created', `${formatRelativeTime(job.created_at)}${job.created_by_name ? ` by ${job.created_by_name}` : ''}`],
  ]
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {job.skills.length > 0 && (
          <div>
            <h3 className="mb-2 text-sm text-muted-foreground">Skills</h3>
            <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
              {job.skills.map((s) => (
                <li key={s}>
                  <Badge variant="secondary">{s}</Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
        {job.job_request && (
          <p className="text-sm text-muted-foreground">Created from the job request “{job.job_request.title}”.</p>
        )}
      </CardContent>
    </Card>
  )
}

/** The description as written: paragraphs, '## ' headings and '- ' lists, nothing else interpreted. */
export function JobDescription({ text }: { text: string | null }) {
  if (!text) return <p className="text-sm text-muted-foreground">No description yet.</p>
  return (
    <div className="grid gap-3 text-sm leading-relaxed">
      {keyed(text.split(/\n{2,}/), (block) => block).map(({ key, item: block }) =>
        block.startsWith('## ') ? (
          <h3 key={key} className="pt-2 text-base font-semibold">
            {block.slice(3)}
          </h3>
        ) : block.split('\n').every((l) => l.startsWith('- ')) ? (
          <ul key={key} className="list-disc space-y-1 pl-5">
            {keyed(block.split('\n'), (l) => l).map(({ key: line, item: l }) => (
              <li key={line}>{l.slice(2)}</li>
            ))}
          </ul>
        ) : (
          <p key={key} className="whitespace-pre-wrap">
            {block}
          </p>
        ),
      )}
    </div>
  )
}

/** Who moved the job (or request) between states, and why. */
export function StatusTimeline({ entries }: { entries: HistoryEntry[] }) {
  if (!entries.length) return <p className="text-sm text-muted-foreground">No changes yet.</p>
  return (
    <ol className="grid gap-3 border-l pl-4">
      {entries.map((h) => (
        <li key={h.id} className="relative text-sm">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary" />
          <p>
            <span className="font-medium">
              {h.from_status
                ? `${humanize(h.from_status)} → ${humanize(h.to_status)}`
                : `Created as ${humanize(h.to_status).toLowerCase()}`}
            </span>
            <span className="text-muted-foreground">
              {' '}
              · {h.actor_name ?? 'System'} · <time dateTime={h.created_at}>{formatRelativeTime(h.created_at)}</time>
            </span>
          </p>
          {h.reason && <p className="text-muted-foreground">“{h.reason}”</p>}
        </li>
      ))}
    </ol>
  )
}
