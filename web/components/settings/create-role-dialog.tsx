import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { createRole } from '@worker/resources/settings/settings.schema'
import * as React from 'react'
import { TextField } from '@/components/forms/text-field'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { ApiError, api } from '@/lib/api'
import { applyServerErrors, useZodForm } from '@/lib/forms'
import { roleMatrixQuery } from '@/lib/queries/settings'
import { notify } from '@/lib/toast'
import { PermissionMatrix } from './permission-matrix'

/** New role: a name, a description and its permissions, checked with the API's own schema. */
export function CreateRoleDialog() {
  const [open, setOpen] = React.useState(false)
  const [selected, setSelected] = React.useState<Set<string>>(new Set())
  const catalog = useQuery({ ...roleMatrixQuery(undefined), enabled: open })
  const form = useZodForm(createRole, { defaultValues: { name: '', description: '', permission_keys: [] } })
  const queryClient = useQueryClient()
  const create = useMutation({
    mutationFn: (values: { name: string; description?: string }) =>
      api.send('post', '/wildcard/employee_roles', { json: { ...values, permission_keys: [...selected] } }),
    onSuccess: ({ message }) => {
      notify.success(message)
      void queryClient.invalidateQueries({ queryKey: ['employee_roles'] })
      setOpen(false)
      form.reset()
      setSelected(new Set())
    },
    onError: (e) => {
      if (!applyServerErrors(form, e)) notify.error(e instanceof ApiError ? e.message : 'Could not create the role.')
    },
  })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>New role</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>New role</DialogTitle>
          <DialogDescription>Name the role and choose what people with it may see and do.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form
            id="create-role"
            className="space-y-4"
            onSubmit={form.handleSubmit((v) => create.mutate({ name: v.name, description: v.description }))}
          >
            <TextField control={form.control} name="name" label="Name" autoComplete="off" />
            <TextField control={form.control} name="description" label="Description" autoComplete="off" />
          </form>
        </Form>
        {catalog.data && (
          <PermissionMatrix
            matrix={{
              ...catalog.data,
              permission_rows: catalog.data.permission_rows.map((r) => ({
                ...r,
                permissions: r.permissions.map((p) => ({ ...p, granted: false })),
              })),
            }}
            selected={selected}
            onChange={setSelected}
          />
        )}
        <DialogFooter>
          <Button type="submit" form="create-role" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create role'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
