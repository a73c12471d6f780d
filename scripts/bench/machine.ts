import { cpus, platform, release, totalmem } from 'node:os'

/** "Intel Xeon … ×2 cores, 24 GiB, linux 6.1, Node 22.x" — printed with every section's figures. */
export function machineLine(): string {
  const cpu = cpus()
  const model = (cpu[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim()
  return `${model} ×${cpu.length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${platform()} ${release()}, Node ${process.versions.node}`
}

/** Percentile of sorted or unsorted numbers (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank] as number
}

/** A markdown table from a header and rows. */
export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}
