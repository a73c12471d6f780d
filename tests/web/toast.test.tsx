import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import { notify } from '@/lib/toast'

describe('notify', () => {
  it('shows one toast at a time', async () => {
    render(<Toaster />)
    await act(async () => {
      notify.success('Department created.')
    })
    expect(await screen.findByText('Department created.')).toBeInTheDocument()

    await act(async () => {
      notify.error('Department not found.')
    })
    expect(await screen.findByText('Department not found.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Department created.')).not.toBeInTheDocument())
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1)
    expect(document.querySelector('[data-sonner-toast]')).toHaveAttribute('data-type', 'error')
    act(() => notify.dismiss())
  })
})

describe('notify options', () => {
  it('lasts 3 seconds', async () => {
    const sonner = await import('sonner')
    const spy = vi.spyOn(sonner.toast, 'success')
    notify.success('Saved.')
    await vi.waitFor(() => expect(spy).toHaveBeenCalledWith('Saved.', { duration: 3000 }))
    spy.mockRestore()
    notify.dismiss()
  })
})
