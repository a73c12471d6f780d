/**
 * The platform dashboard's charts. Chart.js is registered here, in a component file loaded
 * lazily, so the route and the figures do not carry it. Every canvas has an aria-label that
 * says what the chart shows in words.
 */

import { BUSINESS_STATUS_LABELS } from '@worker/resources/businesses/businesses.schema'
import {
  ArcElement,
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
import { Bar, Doughnut, Line } from 'react-chartjs-2'
import type { PlatformDashboard, PlatformStats } from '@/lib/queries/admin-dashboard'

ChartJS.register(ArcElement, BarElement, CategoryScale, Filler, Legend, LinearScale, LineElement, PointElement, Tooltip)

const GREEN = '#16a34a'
const SKY = '#0284c7'
const GRID = 'rgba(100, 116, 139, 0.15)'
const integerAxis = { beginAtZero: true, ticks: { precision: 0 }, grid: { color: GRID } }
const STATUS_COLORS: Record<string, string> = {
  draft: '#a1a1aa',
  sent: '#38bdf8',
  viewed: '#6366f1',
  signed: '#16a34a',
  declined: '#ef4444',
  expired: '#f59e0b',
  revoked: '#78716c',
}
const day = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' })

export function JobsApplicationsChart({ series }: { series: PlatformDashboard['jobs_and_applications'] }) {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
  const labels = series.labels.map((l) =>
    series.interval === 'week'
      ? `Week of ${day.format(new Date(`${l}T00:00:00Z`))}`
      : day.format(new Date(`${l}T00:00:00Z`)),
  )
  return (
    <div className="h-72">
      <Line
        role="img"
        aria-label={`Jobs created and candidates added per ${series.interval}: ${sum(series.jobs)} jobs and ${sum(series.applications)} candidates in the period.`}
        data={{
          labels,
          datasets: [
            {
              label: 'Candidates added',
              data: series.applications,
              borderColor: GREEN,
              backgroundColor: 'rgba(22, 163, 74, 0.12)',
              fill: true,
              tension: 0,
              pointRadius: 2,
            },
            {
              label: 'Jobs created',
              data: series.jobs,
              borderColor: SKY,
              backgroundColor: SKY,
              tension: 0,
              pointRadius: 2,
            },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          interaction: { mode: 'index', intersect: false },
          scales: { x: { grid: { display: false } }, y: integerAxis },
        }}
      />
    </div>
  )
}

export function OffersChart({ offers }: { offers: PlatformDashboard['offers_per_business'] }) {
  const summary = offers.businesses.map((b) => `${b.business_name} ${b.total}`).join(', ') || 'none'
  return (
    <div className="h-72">
      <Bar
        role="img"
        aria-label={`Offer letters per business by status: ${summary}.`}
        data={{
          labels: offers.businesses.map((b) => b.business_name),
          datasets: offers.statuses.map((s) => ({
            label: s.charAt(0).toUpperCase() + s.slice(1),
            data: offers.businesses.map((b) => b.by_status[s] ?? 0),
            backgroundColor: STATUS_COLORS[s] ?? GREEN,
            borderRadius: 4,
          })),
        }}
        options={{
          maintainAspectRatio: false,
          scales: { x: { stacked: true, grid: { display: false } }, y: { ...integerAxis, stacked: true } },
        }}
      />
    </div>
  )
}

export function CandidatesPerBusinessChart({
  rows,
}: {
  rows: PlatformDashboard['candidates_per_business']['businesses']
}) {
  return (
    <div className="h-72">
      <Bar
        role="img"
        aria-label={`Candidates added per business: ${rows.map((r) => `${r.business_name} ${r.count}`).join(', ') || 'none'}.`}
        data={{
          labels: rows.map((r) => r.business_name),
          datasets: [
            { label: 'Candidates added', data: rows.map((r) => r.count), backgroundColor: GREEN, borderRadius: 6 },
          ],
        }}
        options={{
          indexAxis: 'y',
          maintainAspectRatio: false,
          plugins: { legend: { display: false } },
          scales: { x: integerAxis, y: { grid: { display: false } } },
        }}
      />
    </div>
  )
}

export function BusinessStatusChart({ statuses }: { statuses: PlatformStats['businesses_by_status'] }) {
  const entries = [
    [BUSINESS_STATUS_LABELS.active, statuses.active, GREEN],
    [BUSINESS_STATUS_LABELS.pending_verification, statuses.pending_verification, '#f59e0b'],
    [BUSINESS_STATUS_LABELS.suspended, statuses.suspended, '#ef4444'],
    [BUSINESS_STATUS_LABELS.inactive, statuses.inactive, '#a1a1aa'],
  ] as const
  return (
    <div className="h-72">
      <Doughnut
        role="img"
        aria-label={`Businesses by status: ${entries.map(([l, n]) => `${l} ${n}`).join(', ')}.`}
        data={{
          labels: entries.map((e) => e[0]),
          datasets: [{ data: entries.map((e) => e[1]), backgroundColor: entries.map((e) => e[2]), borderWidth: 0 }],
        }}
        options={{ maintainAspectRatio: false, cutout: '60%', plugins: { legend: { position: 'bottom' } } }}
      />
    </div>
  )
}
