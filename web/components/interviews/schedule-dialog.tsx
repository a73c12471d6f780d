import { useQuery } from '@tanstack/react-query'
import {
  INTERVIEW_MODE_LABELS,
  INTERVIEW_MODES,
  type InterviewMode,
  scheduleForCandidate,
} from '@worker/resources/interviews/interviews.schema'
import { dayIn, deviceTimeZone, formatSpan, timeIn, zonedToInstant } from '@worker/resources/interviews/when'
import * as React from 'react'
import { useWatch } from 'react-hook-form'
import { SelectField } from '@/components/forms/fields'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { showServerError } from '@/components/organisation/server-error'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { useZodForm } from '@/lib/forms'
import {
  businessZoneQuery,
  employeeOptionsQuery,
  type InterviewDetail,
  useScheduleInterview,
  useUpdateInterview,
} from '@/lib/queries/interviews'
import { SlotPicker } from './slot-picker'

export type ScheduleTarget =
  | { kind: 'create'; candidate: { id: string; name: string }; jobs: { id: string; title: string }[]; jobId?: string }
  | { kind: 'edit'; interview: InterviewDetail }

const DURATIONS = [15, 30, 45, 60, 75, 90, 120, 180].map((m) => ({ value: String(m), label: `${m} minutes` }))
const MODES = INTERVIEW_MODES.map((m) => ({ value: m, label: INTERVIEW_MODE_LABELS[m] }))

/** Every IANA zone this browser knows (the interview's own zone names it in the e-mails). */
function zones(extra: string[]): string[] {
  const all = (Intl as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? []
  return [...new Set([...extra, ...all])]
}

/**
 * Schedule an interview for a candidate (from the candidate page or the board), or move and
 * change one. The slot picker offers the times every chosen interviewer has free, in the
 * viewer's zone; a time can also be typed. The server checks again (409 naming who and when).
 */
export function ScheduleDialog({
  target,
  open,
  onOpenChange,
}: {
  target: ScheduleTarget
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const who = target.kind === 'create' ? target.candidate.name : target.interview.candidate.name
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {target.kind === 'create' ? `Schedule an interview with ${who}` : `Reschedule or change`}
          </DialogTitle>
          <DialogDescription>
            {target.kind === 'create'
              ? 'The candidate and every interviewer get a calendar invitation by e-mail.'
              : `${target.interview.title} with ${who}. Everyone gets the updated invitation; the change is kept in the history.`}
          </DialogDescription>
        </DialogHeader>
        {open && <ScheduleForm target={target} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  )
}

function ScheduleForm({ target, onDone }: { target: ScheduleTarget; onDone: () => void }) {
  const viewerZone = deviceTimeZone()
  const editing = target.kind === 'edit' ? target.interview : null
  const form = useZodForm(scheduleForCandidate, {
    defaultValues: editing
      ? {
          title: editing.title,
          mode: editing.mode,
          start_at: new Date(editing.scheduled_at).toISOString(),
          duration_minutes: editing.duration_minutes,
          timezone: editing.timezone,
          interviewer_ids: editing.interviewer_ids,
          location: editing.location ?? '',
          meeting_url: editing.meeting_url ?? '',
          available_until: editing.exam_closes_at ? new Date(editing.exam_closes_at).toISOString() : null,
        }
      : {
          title: 'Interview',
          mode: 'video',
          start_at: '',
          duration_minutes: 60,
          timezone: viewerZone,
          interviewer_ids: [],
          location: '',
          meeting_url: '',
          opportunity_id: target.kind === 'create' ? (target.jobId ?? target.jobs[0]?.id) : undefined,
        },
    labels: { start_at: 'Start', meeting_url: 'Meeting link', interviewer_ids: 'Interviewers' },
  })
  const [reason, setReason] = React.useState('')
  // A new interview's invitation speaks the business's time zone unless the scheduler picks another.
  const businessZone = useQuery({ ...businessZoneQuery(), enabled: !editing })
  React.useEffect(() => {
    if (businessZone.data && !form.getFieldState('timezone').isDirty)
      form.setValue('timezone', businessZone.data, { shouldDirty: false })
  }, [businessZone.data, form])
  const people = useQuery(employeeOptionsQuery())
  const schedule = useScheduleInterview(target.kind === 'create' ? target.candidate.id : '')
  const update = useUpdateInterview(editing?.id ?? '')
  const mode = useWatch({ control: form.control, name: 'mode' }) as InterviewMode
  const interviewerIds = (useWatch({ control: form.control, name: 'interviewer_ids' }) ?? []) as string[]
  const duration = Number(useWatch({ control: form.control, name: 'duration_minutes' }) ?? 60)
  const startAt = useWatch({ control: form.control, name: 'start_at' }) as string
  const timezone = useWatch({ control: form.control, name: 'timezone' }) as string
  const [manual, setManual] = React.useState(() =>
    editing
      ? { date: dayIn(editing.scheduled_at, viewerZone), time: timeIn(editing.scheduled_at, viewerZone) }
      : { date: '', time: '' },
  )
  const setStart = (iso: string) => {
    form.setValue('start_at', iso, { shouldValidate: form.formState.isSubmitted })
    setManual({ date: dayIn(iso, viewerZone), time: timeIn(iso, viewerZone) })
  }
  const typed = (next: { date: string; time: string }) => {
    setManual(next)
    if (/^\d{4}-\d{2}-\d{2}$/.test(next.date) && /^\d{2}:\d{2}$/.test(next.time)) {
      const [y, m, d] = next.date.split('-').map(Number) as [number, number, number]
      const minutes = Number(next.time.slice(0, 2)) * 60 + Number(next.time.slice(3, 5))
      const iso = new Date(zonedToInstant({ year: y, month: m, day: d }, minutes, viewerZone)).toISOString()
      form.setValue('start_at', iso, { shouldValidate: form.formState.isSubmitted })
    }
  }
  const exam = mode === 'online_exam'

  const onSubmit = form.handleSubmit((values) => {
    const json = {
      ...values,
      start_at: values.start_at.toISOString(),
      available_until: values.available_until ? values.available_until.toISOString() : null,
      location: values.location ?? null,
      meeting_url: values.meeting_url ?? null,
    }
    const onError = (error: Error) => showServerError(form, error, { conflictField: 'interviewer_ids' })
    if (editing) {
      const { opportunity_id: _job, round: _round, ...changes } = json
      update.mutate({ ...changes, reason: reason.trim() || null }, { onSuccess: onDone, onError })
    } else schedule.mutate(json, { onSuccess: onDone, onError })
  })

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {target.kind === 'create' && target.jobs.length > 1 && (
          <SelectField
            control={form.control}
            name="opportunity_id"
            label="Job"
            options={target.jobs.map((j) => ({ value: j.id, label: j.title }))}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="title" label="Title" placeholder="Technical interview" />
          <SelectField
            control={form.control}
            name="mode"
            label="Mode"
            options={
              editing ? MODES.filter((m) => (m.value === 'online_exam') === (editing.mode === 'online_exam')) : MODES
            }
          />
        </div>
        <FormField
          control={form.control}
          name="interviewer_ids"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{exam ? 'Reviewers' : 'Interviewers'}</FormLabel>
              <fieldset className="grid max-h-40 gap-1.5 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
                <legend className="sr-only">Interviewers</legend>
                {(people.data ?? []).map((p) => {
                  const checked = (field.value ?? []).includes(p.value)
                  const id = `interviewer-${p.value}`
                  return (
                    <div key={p.value} className="flex items-center gap-2">
                      <Checkbox
                        id={id}
                        checked={checked}
                        onCheckedChange={(on) =>
                          field.onChange(
                            on
                              ? [...(field.value ?? []), p.value]
                              : (field.value ?? []).filter((v: string) => v !== p.value),
                          )
                        }
                      />
                      <Label htmlFor={id} className="font-normal">
                        {p.label}
                        {p.designation && <span className="text-xs text-muted-foreground"> · {p.designation}</span>}
                      </Label>
                    </div>
                  )
                })}
              </fieldset>
              <FormMessage />
            </FormItem>
          )}
        />
        <SelectField
          control={form.control}
          name="duration_minutes"
          label={exam ? 'Exam duration' : 'Duration'}
          options={DURATIONS}
          className="sm:w-48"
        />
        {!exam && (
          <SlotPicker
            interviewerIds={interviewerIds}
            duration={duration}
            candidateId={target.kind === 'create' ? target.candidate.id : target.interview.candidate.id}
            excludeInterviewId={editing?.id}
            value={startAt || undefined}
            onSelect={setStart}
            timeZone={viewerZone}
          />
        )}
        <FormField
          control={form.control}
          name="start_at"
          render={() => (
            <FormItem>
              <FormLabel>{exam ? 'Opens at' : 'Start'} (your time zone)</FormLabel>
              <div className="flex flex-wrap gap-2">
                <Input
                  type="date"
                  aria-label="Start date"
                  className="w-auto"
                  value={manual.date}
                  onChange={(e) => typed({ ...manual, date: e.target.value })}
                />
                <Input
                  type="time"
                  aria-label="Start time"
                  className="w-auto"
                  value={manual.time}
                  onChange={(e) => typed({ ...manual, time: e.target.value })}
                />
              </div>
              {startAt && !Number.isNaN(Date.parse(startAt)) && (
                <p className="text-xs text-muted-foreground" data-testid="chosen-time">
                  {formatSpan(startAt, Date.parse(startAt) + duration * 60_000, viewerZone)}
                  {timezone !== viewerZone &&
                    ` · ${formatSpan(startAt, Date.parse(startAt) + duration * 60_000, timezone)} for the candidate`}
                </p>
              )}
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="timezone"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Time zone of the invitation</FormLabel>
              <FormControl>
                <select
                  className="h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs sm:w-72"
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                >
                  {zones([field.value, viewerZone]).map((z) => (
                    <option key={z} value={z}>
                      {z}
                    </option>
                  ))}
                </select>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {mode === 'video' && (
          <TextField
            control={form.control}
            name="meeting_url"
            label="Meeting link"
            placeholder="https://meet.example/…"
          />
        )}
        {(mode === 'in_person' || mode === 'phone') && (
          <TextField
            control={form.control}
            name="location"
            label={mode === 'phone' ? 'Phone number or dial-in (optional)' : 'Location'}
            placeholder={mode === 'phone' ? '+1 212 555 0100' : 'Office, floor and room'}
          />
        )}
        {exam && (
          <p className="text-xs text-muted-foreground">
            The candidate may start the exam from the opening time for three days, unless you change it after
            scheduling.
          </p>
        )}
        {editing && (
          <div className="grid gap-2">
            <Label htmlFor="reschedule-reason">
              Why it changed <span className="font-normal text-muted-foreground">(optional, kept in the history)</span>
            </Label>
            <Textarea
              id="reschedule-reason"
              rows={2}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={schedule.isPending || update.isPending}>
            {editing ? 'Save and send updates' : 'Schedule and send invitations'}
          </SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  )
}
