import type { RunLimits, RunStatus } from './types'

/** Defaults per run (issue 15): 3 s of CPU, 64 MB, 64 KB of output. */
export const DEFAULT_LIMITS: RunLimits = { timeMs: 3000, memoryBytes: 64 * 1024 * 1024, outputBytes: 64 * 1024 }

/** The most a caller may ask for, whatever it passes. */
export const MAX_LIMITS: RunLimits = { timeMs: 15_000, memoryBytes: 256 * 1024 * 1024, outputBytes: 1024 * 1024 }

export function resolveLimits(limits: Partial<RunLimits> | undefined): RunLimits {
  const pick = (key: keyof RunLimits) => {
    const value = limits?.[key]
    return typeof value === 'number' && Number.isFinite(value) && value > 0
      ? Math.min(value, MAX_LIMITS[key])
      : DEFAULT_LIMITS[key]
  }
  return { timeMs: pick('timeMs'), memoryBytes: pick('memoryBytes'), outputBytes: pick('outputBytes') }
}

const formatKb = (bytes: number) => `${Math.round(bytes / 1024)} KB`

/** The message a person sees for a run that did not end normally. */
export function statusMessage(status: RunStatus, limits: RunLimits): string | null {
  switch (status) {
    case 'time_limit_exceeded':
      return 'Time limit exceeded'
    case 'memory_limit_exceeded':
      return 'Memory limit exceeded'
    case 'output_limit_exceeded':
      return `Output limit exceeded (${formatKb(limits.outputBytes)})`
    default:
      return null
  }
}
