import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Column, DataTable } from '@/components/layout/data-table'
import { pageWindow } from '@/components/layout/data-table-pagination'
import { DESKTOP, PHONE, setViewport } from './viewport'

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

describe('DataTable on a phone', () => {
  type Person = { id: string; name: string; job: string; stage: string; added: string; secret: string }
  const people: Person[] = [
    { id: 'p1', name: 'Grace Liu', job: 'Product Designer', stage: 'Screening', added: 'today', secret: 'x' },
    { id: 'p2', name: 'Noah Kim', job: 'Frontend Engineer', stage: 'New', added: 'today', secret: 'y' },
  ]
  const cols: Column<Person>[] = [
    { id: 'select', header: 'Pick', cell: (p) => <input type="checkbox" aria-label={`Select ${p.name}`} /> },
    { id: 'name', header: 'Candidate', cell: (p) => p.name },
    { id: 'job', header: 'Job', cell: (p) => p.job },
    { id: 'stage', header: 'Status', cell: (p) => p.stage },
    { id: 'added', header: 'Added', cell: (p) => p.added, card: false },
    { id: 'secret', header: 'Source', cell: (p) => p.secret, className: 'hidden lg:table-cell' },
    { id: 'actions', header: 'Actions', cell: (p) => <button type="button">Actions for {p.name}</button> },
  ]

  afterEach(() => setViewport(DESKTOP))

  it('is a list of cards with the key columns below the md breakpoint, a table above it', () => {
    setViewport(PHONE, 844)
    const { unmount } = render(
      <DataTable caption="Candidates" columns={cols} data={{ rows: people, count: 2, page: 1, limit: 12 }} />,
    )
    expect(screen.queryByRole('table')).toBeNull()
    const cards = within(screen.getByRole('list', { name: 'Candidates' })).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    const grace = within(cards[0]!)
    expect(grace.getByText('Grace Liu')).toBeInTheDocument()
    expect(grace.getByRole('checkbox', { name: 'Select Grace Liu' })).toBeInTheDocument()
    expect(grace.getByRole('button', { name: 'Actions for Grace Liu' })).toBeInTheDocument()
    // Labelled fields for the key columns; columns left out of the card are not there.
    expect(grace.getByText('Job').nextSibling).toHaveTextContent('Product Designer')
    expect(grace.getByText('Status').nextSibling).toHaveTextContent('Screening')
    expect(grace.queryByText('Added')).toBeNull()
    expect(grace.queryByText('Source')).toBeNull()
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument()
    unmount()

    setViewport(1280)
    render(<DataTable caption="Candidates" columns={cols} data={{ rows: people, count: 2, page: 1, limit: 12 }} />)
    expect(within(screen.getByRole('table', { name: 'Candidates' })).getAllByRole('row')).toHaveLength(3)
  })
})
