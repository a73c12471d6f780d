import { keyed } from '@worker/lib/list-keys'
import { Briefcase, ExternalLink, GraduationCap, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { CandidateDetail } from '@/lib/queries/candidates'
import { formatRelativeTime } from '@/lib/relative-time'
import { sourceLabel } from './candidate-labels'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  )
}

const money = (n: number | null) =>
  n === null ? null : new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 }).format(n)

/** Contact details, experience, skills and the rest of what is known about the candidate. */
export function CandidateProfile({ candidate: c }: { candidate: CandidateDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Profile</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <li className="flex items-center gap-1.5">
            <Mail aria-hidden="true" className="size-4 text-muted-foreground" />
            <a href={`mailto:${c.email}`} className="hover:underline">
              {c.email}
            </a>
          </li>
          {c.phone && (
            <li className="flex items-center gap-1.5">
              <Phone aria-hidden="true" className="size-4 text-muted-foreground" />
              <a href={`tel:${c.phone}`} className="hover:underline">
                {c.phone}
              </a>
            </li>
          )}
          {c.location && (
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 text-muted-foreground" />
              {c.location}
            </li>
          )}
          {c.linkedin_url && (
            <li className="flex items-center gap-1.5">
              <ExternalLink aria-hidden="true" className="size-4 text-muted-foreground" />
              <a href={c.linkedin_url} target="_blank" rel="noopener noreferrer" className="hover:underline">
                LinkedIn
              </a>
            </li>
          )}
        </ul>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Fact label="Current role">{[c.current_title, c.current_company].filter(Boolean).join(' at ') || null}</Fact>
          <Fact label="Experience">{c.experience_years === null ? null : `${c.experience_years} years`}</Fact>
          <Fact label="Qualification">{c.qualification}</Fact>
          <Fact label="Expected salary">{money(c.expected_salary)}</Fact>
          <Fact label="Notice period">{c.notice_period_days === null ? null : `${c.notice_period_days} days`}</Fact>
          <Fact label="Source">{sourceLabel(c.source)}</Fact>
          <Fact label="Owner">{c.assignee?.name}</Fact>
          <Fact label="Portal account">
            {c.has_account ? `Registered ${c.registered_at ? formatRelativeTime(c.registered_at) : ''}` : 'None'}
          </Fact>
          <Fact label="Added">{formatRelativeTime(c.created_at)}</Fact>
        </dl>
        {c.skills.length > 0 && (
          <div>
            <h3 className="mb-1.5 text-xs text-muted-foreground">Skills</h3>
            <ul className="flex flex-wrap gap-1.5">
              {c.skills.map((s) => (
                <li key={s}>
                  <Badge variant="secondary">{s}</Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
        {c.summary && <p className="text-sm whitespace-pre-wrap">{c.summary}</p>}
        {!!(c.experience?.length || c.education?.length) && (
          <div className="grid gap-3 sm:grid-cols-2">
            {c.experience?.length ? (
              <ul className="grid gap-2 text-sm">
                {keyed(c.experience, (e) => [e.title, e.company, e.from, e.to].join('|')).map(({ key, item: e }) => (
                  <li key={key} className="flex gap-2">
                    <Briefcase aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                    <span>
                      {e.title}
                      {e.company && ` · ${e.company}`}
                      {(e.from || e.to) && (
                        <span className="text-muted-foreground"> ({[e.from, e.to].filter(Boolean).join(' – ')})</span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            {c.education?.length ? (
              <ul className="grid gap-2 text-sm">
                {keyed(c.education, (e) => [e.degree, e.institution, e.year].join('|')).map(({ key, item: e }) => (
                  <li key={key} className="flex gap-2">
                    <GraduationCap aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                    <span>{[e.degree, e.institution, e.year].filter(Boolean).join(', ')}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  )
}
