import { describe, expect, it } from 'vitest'
import { integerTicks, monotonePath } from '@/components/charts/small-chart'

describe('the small charts’ axis and line', () => {
  it('counts from zero in whole 1, 2 or 5 × 10ⁿ steps up to at least the largest value', () => {
    expect(integerTicks(0)).toEqual([0, 1])
    expect(integerTicks(3)).toEqual([0, 1, 2, 3])
    expect(integerTicks(7)).toEqual([0, 2, 4, 6, 8])
    expect(integerTicks(23)).toEqual([0, 5, 10, 15, 20, 25])
    expect(integerTicks(100)).toEqual([0, 20, 40, 60, 80, 100])
    for (const max of [1, 9, 17, 58, 999]) {
      const ticks = integerTicks(max)
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max)
      expect(ticks.every(Number.isInteger)).toBe(true)
    }
  })

  it('draws the line through every point without overshooting a flat run', () => {
    const points: [number, number][] = [
      [0, 100],
      [10, 50],
      [20, 50],
      [30, 0],
    ]
    const path = monotonePath(points)
    expect(path.startsWith('M0,100')).toBe(true)
    expect(path.match(/C/g)).toHaveLength(3)
    // Between the two equal points the curve stays flat: both control points at y = 50.
    expect(path).toContain('C13.333333333333334,50 16.666666666666668,50 20,50')
    expect(path.endsWith('30,0')).toBe(true)
  })
})
