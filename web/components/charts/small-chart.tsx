import * as React from 'react'
import { cn } from '@/lib/utils'

/**
 * A small bar or line chart drawn as SVG: one series over a few categories (the dashboard's
 * pipeline and new candidates). Chart.js, even with only its bar and line parts registered, is
 * ~60 KB gzip, more than a staff page's whole first-load budget leaves for its content (issue 22,
 * docs/scale.md); the analytics screen and the platform console, whose charts are many and
 * varied, keep it. Drawn like chart.js draws them: an integer axis from zero with light grid
 * lines, category labels (some skipped when they would overlap), rounded bars or a monotone
 * line with its area filled, and the value of the category under the pointer in a tooltip.
 * `label` says in words what the chart shows (role img).
 */
export type SmallChartProps = {
  kind: 'bar' | 'line'
  label: string
  /** The category names along the bottom. */
  labels: string[]
  values: number[]
  /** The series' name in the tooltip. */
  series: string
  /** Bar colours (one, or one per category); the line's colour. */
  colors: string | string[]
  /** The line's area. */
  fill?: string
  className?: string
}

const HEIGHT = 256
const PAD = { top: 8, right: 8, left: 8 }
const TICK_FONT = 12
const SLANT = Math.SQRT1_2

let measure: CanvasRenderingContext2D | null | undefined
/** A label's width in the page's font at the ticks' size (a guess where there is no canvas). */
function textWidth(text: string): number {
  if (measure === undefined) {
    measure = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d')
    if (measure) measure.font = `${TICK_FONT}px ${getComputedStyle(document.body).fontFamily}`
  }
  return measure ? measure.measureText(text).width : text.length * 6.5
}
const GRID = 'rgba(100, 116, 139, 0.15)'

/** 0 to at least `max` in 1, 2 or 5 × 10ⁿ steps, about five of them (integers only). */
export function integerTicks(max: number): number[] {
  if (max <= 0) return [0, 1]
  const rough = max / 5
  const magnitude = 10 ** Math.floor(Math.log10(rough))
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude)
  const top = Math.ceil(max / step) * step
  return Array.from({ length: top / step + 1 }, (_, i) => i * step)
}

/** A monotone cubic path through the points (Fritsch–Carlson, as chart.js's `monotone`): no overshoot. */
export function monotonePath(points: [number, number][]): string {
  const n = points.length
  if (n === 0) return ''
  if (n === 1) return `M${points[0]![0]},${points[0]![1]}`
  const dx: number[] = []
  const slope: number[] = []
  for (let i = 0; i < n - 1; i++) {
    dx.push(points[i + 1]![0] - points[i]![0])
    slope.push((points[i + 1]![1] - points[i]![1]) / dx[i]!)
  }
  const tangent = points.map((_, i) =>
    i === 0
      ? slope[0]!
      : i === n - 1
        ? slope[n - 2]!
        : slope[i - 1]! * slope[i]! <= 0
          ? 0
          : (slope[i - 1]! + slope[i]!) / 2,
  )
  for (let i = 0; i < n - 1; i++) {
    if (slope[i] === 0) {
      tangent[i] = 0
      tangent[i + 1] = 0
      continue
    }
    const a = tangent[i]! / slope[i]!
    const b = tangent[i + 1]! / slope[i]!
    const h = a * a + b * b
    if (h > 9) {
      const t = 3 / Math.sqrt(h)
      tangent[i] = t * a * slope[i]!
      tangent[i + 1] = t * b * slope[i]!
    }
  }
  let d = `M${points[0]![0]},${points[0]![1]}`
  for (let i = 0; i < n - 1; i++) {
    const [x0, y0] = points[i]!
    const [x1, y1] = points[i + 1]!
    const h = dx[i]! / 3
    d += `C${x0 + h},${y0 + tangent[i]! * h} ${x1 - h},${y1 - tangent[i + 1]! * h} ${x1},${y1}`
  }
  return d
}

/** The width the chart has, followed as its card resizes. */
function useWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number] {
  const ref = React.useRef<T>(null)
  const [width, setWidth] = React.useState(0)
  React.useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    setWidth(el.clientWidth)
    const observer = new ResizeObserver(() => setWidth(el.clientWidth))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return [ref, width]
}

export function SmallChart({ kind, label, labels, values, series, colors, fill, className }: SmallChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>()
  const [hover, setHover] = React.useState<number | null>(null)
  const ticks = integerTicks(Math.max(0, ...values))
  const top = ticks[ticks.length - 1]!
  const left = PAD.left + Math.max(...ticks.map((t) => String(t).length)) * 7 + 8
  const plotWidth = Math.max(0, width - left - PAD.right)
  const band = labels.length ? plotWidth / labels.length : 0
  // Category labels as chart.js sets them: level when they fit, else slanted, and then only
  // every `every`-th one, so that none overlaps its neighbour.
  const widest = Math.max(0, ...labels.map(textWidth))
  const slanted = widest + 6 > band
  const every = slanted ? Math.max(1, Math.ceil((TICK_FONT + 4) / SLANT / Math.max(band, 1))) : 1
  const bottom = slanted ? widest * SLANT + TICK_FONT + 8 : TICK_FONT + 12
  const plotHeight = HEIGHT - PAD.top - bottom
  const x = (i: number) => left + band * (i + 0.5)
  const y = (v: number) => PAD.top + plotHeight * (1 - v / top)
  const color = (i: number) => (Array.isArray(colors) ? (colors[i] ?? colors[0]!) : colors)
  const points = values.map((v, i) => [x(i), y(v)] as [number, number])
  const onPointer = (e: React.PointerEvent<SVGSVGElement>) => {
    const at = e.clientX - e.currentTarget.getBoundingClientRect().left
    const i = Math.floor((at - left) / band)
    setHover(i >= 0 && i < labels.length ? i : null)
  }
  return (
    <div ref={ref} className={cn('relative h-64', className)}>
      {width > 0 && (
        <svg
          role="img"
          aria-label={label}
          width={width}
          height={HEIGHT}
          className="block overflow-visible text-muted-foreground"
          onPointerMove={onPointer}
          onPointerLeave={() => setHover(null)}
        >
          {ticks.map((t) => (
            <g key={t}>
              <line x1={left} x2={left + plotWidth} y1={y(t)} y2={y(t)} stroke={GRID} />
              <text x={left - 8} y={y(t)} dy="0.32em" textAnchor="end" fontSize={TICK_FONT} fill="currentColor">
                {t}
              </text>
            </g>
          ))}
          {labels.map((l, i) =>
            i % every === 0 ? (
              <text
                key={l}
                x={x(i)}
                y={HEIGHT - bottom + 16}
                textAnchor={slanted ? 'end' : 'middle'}
                transform={slanted ? `rotate(-45 ${x(i)} ${HEIGHT - bottom + 8})` : undefined}
                fontSize={TICK_FONT}
                fill="currentColor"
              >
                {l}
              </text>
            ) : null,
          )}
          {kind === 'bar' &&
            values.map((v, i) => {
              // chart.js: bars 90% of 80% of their category, rounded away from the axis.
              const w = band * 0.72
              const h = plotHeight * (v / top)
              const r = Math.min(6, w / 2, h)
              const x0 = x(i) - w / 2
              const y0 = y(v)
              return (
                <path
                  // biome-ignore lint/suspicious/noArrayIndexKey: one bar per category, in order.
                  key={i}
                  d={`M${x0},${y0 + h}V${y0 + r}Q${x0},${y0} ${x0 + r},${y0}H${x0 + w - r}Q${x0 + w},${y0} ${x0 + w},${y0 + r}V${y0 + h}Z`}
                  fill={color(i)}
                  opacity={hover === null || hover === i ? 1 : 0.85}
                />
              )
            })}
          {kind === 'line' && points.length > 0 && (
            <>
              {fill && (
                <path
                  d={`${monotonePath(points)}L${points[points.length - 1]![0]},${y(0)}L${points[0]![0]},${y(0)}Z`}
                  fill={fill}
                />
              )}
              <path d={monotonePath(points)} fill="none" stroke={color(0)} strokeWidth={3} />
              {points.map(([px, py], i) => (
                <circle
                  // biome-ignore lint/suspicious/noArrayIndexKey: one point per category, in order.
                  key={i}
                  cx={px}
                  cy={py}
                  r={hover === i ? 4 : 3}
                  fill={fill ?? color(0)}
                  stroke={color(0)}
                  strokeWidth={1}
                />
              ))}
            </>
          )}
        </svg>
      )}
      {hover !== null && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full rounded-md bg-black/80 px-2.5 py-1.5 text-xs whitespace-nowrap text-white"
          style={{ left: x(hover), top: Math.max(0, y(values[hover]!) - 8) }}
        >
          <div className="font-semibold">{labels[hover]}</div>
          <div className="flex items-center gap-1.5">
            <span className="inline-block size-2.5 border border-white" style={{ background: color(hover) }} />
            {series}: {values[hover]}
          </div>
        </div>
      )}
    </div>
  )
}
