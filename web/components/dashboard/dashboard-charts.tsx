/**
 * The dashboard's charts. Chart.js is registered here, in a component file loaded lazily, so
 * neither the route nor the rest of the dashboard carries it.
 */
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js'
import { Bar, Line } from 'react-chartjs-2'
import { OPEN_STAGES, STAGE_COLORS, STAGE_LABELS } from '@/components/opportunities/job-labels'
import type { PipelineCounts } from '@/lib/queries/opportunities'

ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Filler, Tooltip)

const BRAND = '#16a34a'
const GRID = 'rgba(100, 116, 139, 0.15)'
const integerAxis = { beginAtZero: true, ticks: { precision: 0 }, grid: { color: GRID } }

/** Candidates at each open stage of the pipeline, across every job. */
export function PipelineChart({ pipeline }: { pipeline: PipelineCounts }) {
  const data = OPEN_STAGES.map((s) => pipeline[s])
  const summary = OPEN_STAGES.map((s) => `${STAGE_LABELS[s]} ${pipeline[s]}`).join(', ')
  return (
    <div className="h-64">
      <Bar
        aria-label={`Candidates per stage: ${summary}. Rejected ${pipeline.rejected}, withdrawn ${pipeline.withdrawn}.`}
        role="img"
        data={{
          labels: OPEN_STAGES.map((s) => STAGE_LABELS[s]),
          datasets: [
            { label: 'Candidates', data, backgroundColor: OPEN_STAGES.map((s) => STAGE_COLORS[s]), borderRadius: 6 },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          plugins: { legend: { display: false } },
          scales: { x: { grid: { display: false } }, y: integerAxis },
        }}
      />
    </div>
  )
}

const dayLabel = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** New candidates per day over the last two weeks. */
export function ApplicationsChart({ days }: { days: { date: string; count: number }[] }) {
  const total = days.reduce((sum, d) => sum + d.count, 0)
  return (
    <div className="h-64">
      <Line
        aria-label={`New candidates per day over the last ${days.length} days: ${total} in all.`}
        role="img"
        data={{
          labels: days.map((d) => dayLabel.format(new Date(`${d.date}T00:00:00Z`))),
          datasets: [
            {
              label: 'New candidates',
              data: days.map((d) => d.count),
              borderColor: BRAND,
              backgroundColor: 'rgba(22, 163, 74, 0.12)',
              fill: true,
              cubicInterpolationMode: 'monotone',
              pointRadius: 3,
            },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          plugins: { legend: { display: false } },
          scales: { x: { grid: { display: false } }, y: integerAxis },
        }}
      />
    </div>
  )
}
