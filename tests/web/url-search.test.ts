import { departmentListQuery } from '@worker/resources/departments/departments.schema'
import { describe, expect, it } from 'vitest'
import { listSearch } from '@/lib/queries/organisation'
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

  it('gives the shared list search of the organisation screens the same rules', () => {
    expect(listSearch.parse({ page: '2', status: 'archived', search: 'x' })).toEqual({ page: 2, search: 'x' })
  })
})
