import { candidateFeedbackInput } from '@worker/resources/interviews/exam.schema'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { useZodForm } from '@/lib/forms'
import { useInterviewFeedback } from '@/lib/queries/candidate-area'
import { cn } from '@/lib/utils'

/** The candidate's feedback about one round: 1 to 5 stars and a comment (sending again replaces it). */
export function InterviewFeedbackForm({
  interviewId,
  initial,
}: {
  interviewId: string
  initial?: { rating: number | null; comment: string | null } | null
}) {
  const form = useZodForm(candidateFeedbackInput, {
    defaultValues: { rating: initial?.rating ?? undefined, comment: initial?.comment ?? '' },
  })
  const send = useInterviewFeedback(interviewId)
  const onSubmit = form.handleSubmit((values) => send.mutate(values))
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-3">
        <FormField
          control={form.control}
          name="rating"
          render={({ field }) => (
            <FormItem>
              <FormLabel>How was this step for you?</FormLabel>
              <FormControl>
                <fieldset className="flex gap-1">
                  <legend className="sr-only">Rating from 1 to 5</legend>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <label
                      key={n}
                      className="cursor-pointer rounded p-1 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
                    >
                      <input
                        type="radio"
                        name="rating"
                        value={n}
                        checked={field.value === n}
                        onChange={() => field.onChange(n)}
                        className="sr-only"
                      />
                      <span className="sr-only">{n} of 5</span>
                      <span
                        aria-hidden="true"
                        className={cn(
                          'text-2xl leading-none',
                          (field.value ?? 0) >= n ? 'text-amber-500' : 'text-muted-foreground',
                        )}
                      >
                        {(field.value ?? 0) >= n ? '★' : '☆'}
                      </span>
                    </label>
                  ))}
                </fieldset>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <TextField
          control={form.control}
          name="comment"
          label="Comment (optional)"
          placeholder="What went well, what could be better"
        />
        <div>
          <SubmitButton pending={send.isPending}>{initial ? 'Update feedback' : 'Send feedback'}</SubmitButton>
        </div>
      </form>
    </Form>
  )
}
