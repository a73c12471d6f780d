import { useQuery } from '@tanstack/react-query'
import {
  INTERVIEW_MODE_LABELS,
  INTERVIEW_MODES,
  INTERVIEW_STATE_LABELS,
  INTERVIEW_STATES,
} from '@worker/resources/interviews/interview-states'
import { FilterSelect } from '@/components/layout/list-filters'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { employeeOptionsQuery, jobOptionsQuery } from '@/lib/queries/interviews'

export type InterviewFilterValues = {
  status?: (typeof INTERVIEW_STATES)[number]
  mode?: (typeof INTERVIEW_MODES)[number]
  interviewer_id?: string
  opportunity_id?: string
  mine?: boolean
}

const STATUS_OPTIONS = INTERVIEW_STATES.map((s) => ({ value: s, label: INTERVIEW_STATE_LABELS[s] }))
const MODE_OPTIONS = INTERVIEW_MODES.map((m) => ({ value: m, label: INTERVIEW_MODE_LABELS[m] }))

/**
 * The screen's filters: status, mode, interviewer, job and "My interviews". Someone who sees
 * only their own interviews gets no interviewer or job filter ("mine" is always so).
 */
export function InterviewFilters({
  values,
  onChange,
  seesAll,
}: {
  values: InterviewFilterValues
  onChange: (next: InterviewFilterValues) => void
  seesAll: boolean
}) {
  const people = useQuery({ ...employeeOptionsQuery(), enabled: seesAll })
  const jobs = useQuery({ ...jobOptionsQuery(), enabled: seesAll })
  const set = (patch: InterviewFilterValues) => onChange({ ...values, ...patch })
  return (
    <div className="flex flex-wrap items-center gap-2">
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        value={values.status}
        options={STATUS_OPTIONS}
        onChange={(status) => set({ status })}
      />
      <FilterSelect
        label="Mode"
        allLabel="All modes"
        value={values.mode}
        options={MODE_OPTIONS}
        onChange={(mode) => set({ mode })}
      />
      {seesAll && (
        <FilterSelect
          label="Interviewer"
          allLabel="All interviewers"
          value={values.interviewer_id}
          options={(people.data ?? []).map((p) => ({ value: p.value, label: p.label }))}
          onChange={(interviewer_id) => set({ interviewer_id })}
        />
      )}
      {seesAll && (
        <FilterSelect
          label="Job"
          allLabel="All jobs"
          value={values.opportunity_id}
          options={(jobs.data ?? []).map((j) => ({ value: j.value, label: j.label }))}
          onChange={(opportunity_id) => set({ opportunity_id })}
        />
      )}
      {seesAll && (
        <div className="flex items-center gap-2 pl-1">
          <Switch
            id="my-interviews"
            checked={!!values.mine}
            onCheckedChange={(mine) => set({ mine: mine || undefined })}
          />
          <Label htmlFor="my-interviews">My interviews</Label>
        </div>
      )}
    </div>
  )
}
