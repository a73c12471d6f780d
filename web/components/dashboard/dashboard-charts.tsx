/**
 * The dashboard's two charts, drawn as SVG (components/charts/small-chart.tsx: chart.js alone
 * would be more than the page's first-load budget leaves). Each says in words what it shows.
 */
import { SmallChart } from '@/components/charts/small-chart'
import { OPEN_STAGES, STAGE_COLORS, STAGE_LABELS } from '@/components/opportunities/job-labels'
import type { PipelineCounts } from '@/lib/queries/opportunities'

const BRAND = '#16a34a'

/** Candidates at each open stage of the pipeline, across every job. */
export function PipelineChart({ pipeline }: { pipeline: PipelineCounts }) {
  const summary = OPEN_STAGES.map((s) => `${STAGE_LABELS[s]} ${pipeline[s]}`).join(', ')
  return (
    <SmallChart
      kind="bar"
      label={`Candidates per stage: ${summary}. Rejected ${pipeline.rejected}, withdrawn ${pipeline.withdrawn}.`}
      labels={OPEN_STAGES.map((s) => STAGE_LABELS[s])}
      values={OPEN_STAGES.map((s) => pipeline[s])}
      series="Candidates"
      colors={OPEN_STAGES.map((s) => STAGE_COLORS[s])}
    />
  )
}

const dayLabel = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** New candidates per day over the last two weeks. */
export function ApplicationsChart({ days }: { days: { date: string; count: number }[] }) {
  const total = days.reduce((sum, d) => sum + d.count, 0)
  return (
    <SmallChart
      kind="line"
      label={`New candidates per day over the last ${days.length} days: ${total} in all.`}
      labels={days.map((d) => dayLabel.format(new Date(`${d.date}T00:00:00Z`)))}
      values={days.map((d) => d.count)}
      series="New candidates"
      colors={BRAND}
      fill="rgba(22, 163, 74, 0.12)"
    />
  )
}
