import { departmentInput } from '@worker/resources/departments/departments.schema'
import { TextareaField } from '@/components/forms/fields'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { useZodForm } from '@/lib/forms'
import { type Department, useSaveDepartment } from '@/lib/queries/departments'
import { showServerError } from './server-error'

/** Add a department, or edit `department`; open while `open`. */
export function DepartmentDialog({
  open,
  department,
  onClose,
}: {
  open: boolean
  department?: Department
  onClose: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={(v) => !v && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{department ? `Edit ${department.name}` : 'Add department'}</DialogTitle>
          <DialogDescription>
            Departments group employees and job openings, and appear in the hiring analytics.
          </DialogDescription>
        </DialogHeader>
        {open && <DepartmentForm department={department} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function DepartmentForm({ department, onDone }: { department?: Department; onDone: () => void }) {
  const form = useZodForm(departmentInput, {
    defaultValues: { name: department?.name ?? '', description: department?.description ?? '' },
  })
  const save = useSaveDepartment(department?.id)
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: onDone,
      onError: (error) => showServerError(form, error, { conflictField: 'name' }),
    }),
  )
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField control={form.control} name="name" label="Name" placeholder="Engineering" autoFocus />
        <TextareaField
          control={form.control}
          name="description"
          label="Description"
          placeholder="What the department does."
          rows={3}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={save.isPending}>{department ? 'Save changes' : 'Add department'}</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  )
}
