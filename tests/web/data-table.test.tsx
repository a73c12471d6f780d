import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { type Column, DataTable } from '@/components/layout/data-table'
import { pageWindow } from '@/components/layout/data-table-pagination'

type Row = { id: string; name: string }
const columns: Column<Row>[] = [{ id: 'name', header: 'Name', cell: (r) => r.name }]
const rows = Array.from({ length: 10 }, (_, i) => ({ id: `d${i}`, name: `Department ${i + 11}` }))

describe('DataTable', () => {
  it('renders rows and pages through them', async () => {
    const onPageChange = vi.fn()
    render(
      <DataTable
        caption="Departments"
        columns={columns}
        data={{ rows, count: 53, page: 2, limit: 10 }}
        onPageChange={onPageChange}
      />,
    )
    const table = screen.getByRole('table', { name: 'Departments' })
    expect(within(table).getAllByRole('row')).toHaveLength(11)
    expect(screen.getByText('Showing 11–20 of 53')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }))
    expect(onPageChange).toHaveBeenLastCalledWith(3)
    await userEvent.click(screen.getByRole('button', { name: 'Page 6' }))
    expect(onPageChange).toHaveBeenLastCalledWith(6)
  })

  it('shows the loading and the empty state', () => {
    const { rerender } = render(<DataTable columns={columns} data={undefined} isLoading />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading')
    rerender(
      <DataTable
        columns={columns}
        data={{ rows: [], count: 0, page: 1, limit: 10 }}
        empty={{ title: 'No departments yet' }}
      />,
    )
    expect(screen.getByText('No departments yet')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'pagination' })).toBeNull()
  })

  it('windows the page numbers', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10])
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4])
  })
})
