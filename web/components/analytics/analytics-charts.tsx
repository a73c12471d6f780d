/**
 * The analytics charts. Chart.js is registered here, in a component file the screen loads
 * lazily, so neither the route nor the rest of the staff app carries it.
 */
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js'
import { Bar, Line } from 'react-chartjs-2'
import type { Series } from '@/lib/queries/analytics'
import { formatValue, type ValueFormat } from './format'

ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Filler, Tooltip, Legend)

/** Brand green first, then colours told apart with colour-blindness in mind (Okabe–Ito). */
export const PALETTE = ['#16a34a', '#0072B2', '#E69F00', '#CC79A7', '#56B4E9', '#D55E00', '#009E73', '#64748b']
const GRID = 'rgba(100, 116, 139, 0.15)'

export type ChartKind = 'bar' | 'stacked' | 'line' | 'horizontal'

/** One report's series as a chart; `summary` is what a screen reader hears (the table view has the numbers). */
export function ReportChart({
  series,
  kind,
  format,
  summary,
  labelOf = (l) => l,
}: {
  series: Series
  kind: ChartKind
  format: ValueFormat
  summary: string
  labelOf?: (label: string) => string
}) {
  const labels = series.labels.map(labelOf)
  const datasets = series.datasets.map((d, i) => ({
    label: d.label,
    data: d.data.map((v) => (v === null ? null : format === 'rate' ? v * 100 : v)),
    backgroundColor: PALETTE[i % PALETTE.length],
    borderColor: PALETTE[i % PALETTE.length],
    borderRadius: kind === 'line' ? 0 : 4,
    pointRadius: 2,
    cubicInterpolationMode: 'monotone' as const,
  }))
  const axis = {
    beginAtZero: true,
    grid: { color: GRID },
    ticks: { precision: format === 'count' ? 0 : undefined, callback: (v: string | number) => tick(Number(v), format) },
  }
  const options = {
    maintainAspectRatio: false,
    animation: false as const,
    indexAxis: kind === 'horizontal' ? ('y' as const) : ('x' as const),
    plugins: {
      legend: { display: datasets.length > 1, position: 'bottom' as const },
      tooltip: {
        callbacks: {
          label: (ctx: { dataset: { label?: string }; raw: unknown }) =>
            `${ctx.dataset.label}: ${formatValue(ctx.raw === null ? null : format === 'rate' ? Number(ctx.raw) / 100 : Number(ctx.raw), format)}`,
        },
      },
    },
    scales:
      kind === 'horizontal'
        ? { y: { grid: { display: false } }, x: axis }
        : { x: { grid: { display: false }, stacked: kind === 'stacked' }, y: { ...axis, stacked: kind === 'stacked' } },
  }
  return (
    <div className="h-64">
      {kind === 'line' ? (
        <Line aria-label={summary} role="img" data={{ labels, datasets }} options={options} />
      ) : (
        <Bar aria-label={summary} role="img" data={{ labels, datasets }} options={options} />
      )}
    </div>
  )
}

function tick(v: number, format: ValueFormat) {
  if (format === 'rate') return `${v}%`
  if (format === 'days') return `${v} d`
  return v
}
