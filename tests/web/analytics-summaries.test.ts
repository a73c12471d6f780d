import { describe, expect, it } from 'vitest'
import { countOf } from '@/components/analytics/format'
import { REPORT_VIEWS } from '@/components/analytics/report-views'

describe('the analytics text summaries', () => {
  it('write a count with its noun in the singular for one', () => {
    expect(countOf(1, 'hire', 'hires')).toBe('1 hire')
    expect(countOf(0, 'hire', 'hires')).toBe('0 hires')
    expect(countOf(12, 'hire', 'hires')).toBe('12 hires')
    expect(countOf(null, 'hire', 'hires')).toBe('— hires')
  })

  it('read a department with one hire as "1 hire"', () => {
    const summary = REPORT_VIEWS['hiring-volume-by-department'].summary({
      total: { applications: 13, hires: 1 },
      departments: [
        { department_id: 'd1', name: 'Engineering', applications: 12, hires: 1 },
        { department_id: 'd2', name: 'Sales', applications: 1, hires: 0 },
      ],
    } as never)
    expect(summary).toBe(
      '13 applications and 1 hire. Engineering: 12 applications, 1 hire; Sales: 1 application, 0 hires.',
    )
  })
})
