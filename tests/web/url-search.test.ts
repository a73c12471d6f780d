import { departmentListQuery } from '@worker/resources/departments/departments.schema'
import { describe, expect, it } from 'vitest'
import { employeeSearch } from '@/lib/queries/employees'
import { urlSearch } from '@/lib/url-search'

const search = urlSearch(departmentListQuery.pick({ page: true, search: true, status: true }))

describe('urlSearch', () => {
  it('keeps what the API would accept, coerced as the API coerces it', () => {
    expect(search.parse({ page: '3', search: ' sales ', status: 'inactive' })).toEqual({
      page: 3,
      search: 'sales',
      status: 'inactive',
    })
  })

  it('adds no defaults, so an untouched URL stays empty', () => {
    expect(search.parse({})).toEqual({})
  })

  it('drops a value the API would refuse instead of failing the page', () => {
    expect(search.parse({ page: 'x', search: 'a'.repeat(201), status: 'deleted' })).toEqual({})
    expect(search.parse({ page: '0', status: 'active' })).toEqual({ status: 'active' })
  })

  it('reads a number the router parsed from a hand-typed URL as the text it was', () => {
    expect(search.parse({ search: 123, page: 2 })).toEqual({ search: '123', page: 2 })
    expect(search.parse({ search: true })).toEqual({ search: 'true' })
  })

  it("derives a screen's filters from its API's list query (the employees screen)", () => {
    expect(
      employeeSearch.parse({ page: '2', status: 'archived', search: 'x', role_id: 'r1', branch_id: 'b'.repeat(65) }),
    ).toEqual({ page: 2, search: 'x', role_id: 'r1' })
    // Only the fields the screen keeps in its URL.
    expect(employeeSearch.parse({ limit: '100', sort: 'email' })).toEqual({})
  })
})
