import { createCandidate } from '@worker/resources/candidates/candidates.schema'
import type { CandidateDraft, DraftOrigins } from '@worker/resources/resumes/resume-candidate'
import type { MergeableField, ResumeCorrections } from '@worker/resources/resumes/resumes.schema'
import * as React from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { ApiError } from '@/lib/api'
import { useZodForm } from '@/lib/forms'
import type { CandidateInput } from '@/lib/queries/candidates'
import { cn } from '@/lib/utils'
import { ConfidenceBadge, needsReview } from './confidence-badge'

export const REVIEW_LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  location: 'Location',
  current_title: 'Current title',
  current_company: 'Current company',
  experience_years: 'Experience (years)',
  qualification: 'Qualification',
  linkedin_url: 'LinkedIn URL',
  skills: 'Skills',
  summary: 'Summary',
} as const
export type ReviewField = keyof typeof REVIEW_LABELS

const WIDE: ReviewField[] = ['skills', 'summary', 'linkedin_url']

/** The form's values for a draft: text inputs take '' for "none". */
export function formValues(draft: CandidateDraft): CandidateInput {
  return {
    first_name: draft.first_name,
    last_name: draft.last_name,
    email: draft.email,
    phone: draft.phone ?? '',
    location: draft.location ?? '',
    current_title: draft.current_title ?? '',
    current_company: draft.current_company ?? '',
    experience_years: draft.experience_years ?? '',
    qualification: draft.qualification ?? '',
    linkedin_url: draft.linkedin_url ?? '',
    skills: draft.skills,
    summary: draft.summary ?? '',
    opportunity_id: null,
    source: 'resume upload',
  }
}

/** What the recruiter's form says, as save_records and save_candidate take corrections. */
export function correctionsOf(values: CandidateInput): ResumeCorrections {
  const { opportunity_id: _job, source: _source, ...fields } = values
  return fields as ResumeCorrections
}

/** save_records names a record's field `records.0.email` (or `records.0.fields.email`): the form's is `email`. */
export function recordErrors(error: ApiError): ApiError {
  return new ApiError(
    error.status,
    error.message,
    error.errors.map((e) => ({ ...e, field: e.field.replace(/^records\.\d+\.(fields\.)?/, '') })),
  )
}

export type ReviewFormApi = UseFormReturn<CandidateInput, unknown, ReturnType<typeof createCandidate.parse>>

export function useReviewForm(values: CandidateInput): ReviewFormApi {
  return useZodForm(createCandidate, { labels: REVIEW_LABELS, defaultValues: values })
}

const skillsText = (v: unknown) => (Array.isArray(v) ? v.join(', ') : '')
const skillsList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/**
 * The editable fields beside the text: each with how sure the extractor was, marked "Check"
 * when it is unsure or found nothing; focusing a field marks where it was read.
 */
export function ReviewFields({
  form,
  origins,
  onFocusField,
  readOnly,
}: {
  form: ReviewFormApi
  origins: DraftOrigins
  onFocusField: (field: MergeableField | null) => void
  readOnly?: boolean
}) {
  const [skills, setSkills] = React.useState(() => skillsText(form.getValues('skills')))
  return (
    <div className="grid gap-4 @md:grid-cols-2">
      {(Object.keys(REVIEW_LABELS) as ReviewField[]).map((name) => {
        const origin = origins[name]
        const low = !origin || needsReview(origin.confidence)
        return (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem
                className={cn('min-w-0', WIDE.includes(name) && '@md:col-span-2')}
                data-field={name}
                data-low={low}
              >
                <div className="flex items-center justify-between gap-2">
                  <FormLabel>{REVIEW_LABELS[name]}</FormLabel>
                  <ConfidenceBadge confidence={origin?.confidence} />
                </div>
                <FormControl>
                  {name === 'summary' ? (
                    <Textarea
                      {...field}
                      value={(field.value as string | null) ?? ''}
                      rows={3}
                      readOnly={readOnly}
                      onFocus={() => onFocusField(name)}
                      className={cn(low && 'border-amber-400 bg-amber-50/40')}
                    />
                  ) : name === 'skills' ? (
                    <Input
                      value={skills}
                      readOnly={readOnly}
                      onFocus={() => onFocusField(name)}
                      onChange={(e) => {
                        setSkills(e.target.value)
                        field.onChange(skillsList(e.target.value))
                      }}
                      onBlur={() => {
                        setSkills(skillsText(field.value))
                        field.onBlur()
                      }}
                      className={cn(low && 'border-amber-400 bg-amber-50/40')}
                    />
                  ) : (
                    <Input
                      {...field}
                      value={(field.value as string | number | null) ?? ''}
                      type={name === 'experience_years' ? 'number' : name === 'email' ? 'email' : 'text'}
                      min={name === 'experience_years' ? 0 : undefined}
                      readOnly={readOnly}
                      onFocus={() => onFocusField(name)}
                      className={cn(low && 'border-amber-400 bg-amber-50/40')}
                    />
                  )}
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        )
      })}
    </div>
  )
}
