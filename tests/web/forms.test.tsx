import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { z } from '@worker/schemas/zod'
import { describe, expect, it } from 'vitest'
import { Button } from '@/components/ui/button'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/api'
import { applyServerErrors, type FieldLabels, labelFor, useZodForm } from '@/lib/forms'

const schema = z.object({
  first_name: z.string().trim().min(1).max(40),
  email: z.email(),
  contacts: z.array(z.object({ phone: z.string().min(1) })),
})

let lastForm: ReturnType<typeof useZodForm<typeof schema>> | null = null

function TestForm({ labels }: { labels?: FieldLabels }) {
  const form = useZodForm(schema, {
    labels,
    defaultValues: { first_name: '', email: 'nope', contacts: [{ phone: '' }] },
  })
  lastForm = form
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
        {(['first_name', 'email', 'contacts.0.phone'] as const).map((name) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{labelFor(name, labels)}</FormLabel>
                <FormControl>
                  <Input {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        {form.formState.errors.root?.server && <p role="alert">{form.formState.errors.root.server.message}</p>}
        <Button type="submit">Save</Button>
      </form>
    </Form>
  )
}

describe('useZodForm', () => {
  it("replaces '{label}' with the humanized field name", async () => {
    render(<TestForm />)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Please enter First name')).toBeInTheDocument()
    expect(screen.getByText('Email is not a valid email')).toBeInTheDocument()
    expect(screen.getByText('Please enter Phone')).toBeInTheDocument()
    expect(document.body.textContent).not.toContain('{label}')
  })

  it('prefers labels passed in, and binds labels and messages to the inputs', async () => {
    render(<TestForm labels={{ email: 'Work e-mail', first_name: 'Given name' }} />)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Please enter Given name')).toBeInTheDocument()
    expect(screen.getByText('Work e-mail is not a valid email')).toBeInTheDocument()
    const input = screen.getByLabelText('Given name')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Please enter Given name')
  })
})

describe('applyServerErrors', () => {
  it("puts the API's errors on the fields and a body error on root.server", async () => {
    render(<TestForm />)
    const error = new ApiError(400, 'Validation failed.', [
      { field: 'email', message: 'Email is already taken' },
      { field: 'body', message: 'Too many requests' },
    ])
    act(() => {
      expect(applyServerErrors(lastForm!, error)).toBe(2)
    })
    expect(await screen.findByText('Email is already taken')).toBeInTheDocument()
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([
      'Email is already taken',
      'Too many requests',
    ])
    expect(applyServerErrors(lastForm!, new Error('network'))).toBe(0)
  })
})
