import {
  RATING_LABELS,
  RATINGS,
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  type Recommendation,
  scorecardInput,
} from '@worker/resources/interviews/interviews.schema'
import { TextareaField } from '@/components/forms/fields'
import { SubmitButton } from '@/components/forms/submit-button'
import { showServerError } from '@/components/organisation/server-error'
import { Form, FormField, FormItem, FormMessage } from '@/components/ui/form'
import { useZodForm } from '@/lib/forms'
import { type InterviewFeedback, useSubmitScorecard } from '@/lib/queries/interviews'
import { ChoiceGroup } from './choice-group'

const RATING_OPTIONS = RATINGS.map((r) => ({ value: r, label: `${r} · ${RATING_LABELS[r]}` }))
const RECOMMENDATION_OPTIONS = RECOMMENDATIONS.map((r) => ({ value: r, label: RECOMMENDATION_LABELS[r] }))

/**
 * The interviewer's scorecard: each of the job's attributes rated 1–4, an overall
 * recommendation, and notes. Sent again, it replaces the earlier one (until the interview closes).
 */
export function ScorecardForm({ interviewId, feedback }: { interviewId: string; feedback: InterviewFeedback }) {
  const mine = feedback.mine
  const form = useZodForm(scorecardInput, {
    defaultValues: {
      ratings: feedback.attributes.map((a) => ({
        key: a.key,
        rating: mine?.ratings.find((r) => r.key === a.key)?.rating ?? 0,
      })),
      recommendation: mine?.recommendation ?? undefined,
      strengths: mine?.strengths ?? '',
      concerns: mine?.concerns ?? '',
      notes: mine?.notes ?? '',
    },
  })
  const submit = useSubmitScorecard(interviewId)
  const onSubmit = form.handleSubmit((values) =>
    submit.mutate(values, { onError: (error) => showServerError(form, error) }),
  )
  // Unrated attributes name themselves, rather than a generic number error.
  const check = (e: React.FormEvent) => {
    const ratings = form.getValues('ratings')
    let missing = false
    ratings.forEach((r, i) => {
      if (!r.rating) {
        missing = true
        form.setError(`ratings.${i}.rating`, {
          type: 'required',
          message: `Please rate ${feedback.attributes[i]!.name}`,
        })
      }
    })
    if (!form.getValues('recommendation'))
      form.setError('recommendation', { type: 'required', message: 'Please choose a recommendation' })
    if (missing || !form.getValues('recommendation')) {
      e.preventDefault()
      return
    }
    void onSubmit(e)
  }
  return (
    <Form {...form}>
      <form onSubmit={check} noValidate className="grid gap-5" aria-label="Your scorecard">
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">Ratings</legend>
          {feedback.attributes.map((attribute, i) => (
            <FormField
              key={attribute.key}
              control={form.control}
              name={`ratings.${i}.rating`}
              render={({ field, fieldState }) => (
                <FormItem className="grid gap-1.5 sm:grid-cols-[12rem_1fr] sm:items-center">
                  <div>
                    <p className="text-sm font-medium">{attribute.name}</p>
                    {attribute.description && <p className="text-xs text-muted-foreground">{attribute.description}</p>}
                  </div>
                  <div className="grid gap-1">
                    <ChoiceGroup
                      label={attribute.name}
                      name={`rating-${attribute.key}`}
                      value={(field.value as number) || undefined}
                      options={RATING_OPTIONS}
                      invalid={!!fieldState.error}
                      onChange={(v) => {
                        field.onChange(v)
                        form.clearErrors(`ratings.${i}.rating`)
                      }}
                    />
                    <FormMessage />
                  </div>
                </FormItem>
              )}
            />
          ))}
        </fieldset>
        <FormField
          control={form.control}
          name="recommendation"
          render={({ field, fieldState }) => (
            <FormItem>
              <p className="text-sm font-medium">Overall recommendation</p>
              <ChoiceGroup<Recommendation>
                label="Overall recommendation"
                name="recommendation"
                value={field.value as Recommendation | undefined}
                options={RECOMMENDATION_OPTIONS}
                invalid={!!fieldState.error}
                onChange={(v) => {
                  field.onChange(v)
                  form.clearErrors('recommendation')
                }}
              />
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextareaField control={form.control} name="strengths" label="Strengths" rows={3} />
          <TextareaField control={form.control} name="concerns" label="Concerns" rows={3} />
        </div>
        <TextareaField control={form.control} name="notes" label="Notes" rows={3} />
        <div>
          <SubmitButton pending={submit.isPending}>{mine ? 'Update scorecard' : 'Submit scorecard'}</SubmitButton>
        </div>
      </form>
    </Form>
  )
}
