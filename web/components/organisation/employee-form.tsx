import { useQuery } from '@tanstack/react-query'
import { DEFAULT_WORKING_HOURS, employeeInput } from '@worker/resources/employees/employees.schema'
import { SelectField } from '@/components/forms/fields'
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
import { branchOptionsQuery } from '@/lib/queries/business-branches'
import { departmentOptionsQuery } from '@/lib/queries/departments'
import { type Employee, type EmployeeInput, roleOptionsQuery, useSaveEmployee } from '@/lib/queries/employees'
import { showServerError } from './server-error'
import { SwitchField } from './switch-field'
import { WorkingHoursField } from './working-hours-field'

const LABELS = {
  designation: 'Job title',
  first_name: 'First name',
  last_name: 'Last name',
  role_id: 'Role',
  department_id: 'Department',
  branch_id: 'Branch',
  employee_code: 'Employee code',
  joined_on: 'Joined on',
}

const valuesOf = (e?: Employee): EmployeeInput => ({
  first_name: e?.first_name ?? '',
  last_name: e?.last_name ?? '',
  email: e?.pending_email ?? e?.email ?? '',
  phone: e?.phone ?? '',
  role_id: e?.role_id ?? null,
  department_id: e?.department_id ?? null,
  branch_id: e?.branch_id ?? null,
  designation: e?.designation ?? '',
  employee_code: e?.employee_code ?? '',
  joined_on: e?.joined_on ?? '',
  working_hours: e?.working_hours ?? DEFAULT_WORKING_HOURS,
  is_business_admin: e?.is_business_admin ?? false,
})

/** What saving a new address does (the server decides: a confirmation link, or a new invitation for an open one). */
function emailHint(employee?: Employee) {
  if (!employee) return undefined
  if (employee.pending_email)
    return `Waiting for this address to confirm; the account still uses ${employee.email}. Put that back to cancel the change.`
  if (!employee.email_verified_at) return 'A new address gets a fresh invitation.'
  return 'A new address gets a confirmation link; the e-mail changes once it is confirmed, and the current address is told.'
}

export function EmployeeDialog({
  open,
  employee,
  callerIsAdmin,
  onClose,
}: {
  open: boolean
  employee?: Employee
  callerIsAdmin: boolean
  onClose: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={(v) => !v && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{employee ? `Edit ${employee.name}` : 'Add employee'}</DialogTitle>
          <DialogDescription>
            {employee
              ? 'Their role decides what they can see and do in the portal.'
              : 'They receive an e-mail invitation to set their password; their role decides what they can see and do.'}
          </DialogDescription>
        </DialogHeader>
        {open && <EmployeeForm employee={employee} callerIsAdmin={callerIsAdmin} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function EmployeeForm({
  employee,
  callerIsAdmin,
  onDone,
}: {
  employee?: Employee
  callerIsAdmin: boolean
  onDone: () => void
}) {
  const form = useZodForm(employeeInput, { defaultValues: valuesOf(employee), labels: LABELS })
  const save = useSaveEmployee(employee?.id)
  const roles = useQuery(roleOptionsQuery())
  const departments = useQuery(departmentOptionsQuery())
  const branches = useQuery(branchOptionsQuery())
  const isAdmin = form.watch('is_business_admin')
  const branchId = form.watch('branch_id')
  const zone = branches.data?.find((b) => b.value === branchId)?.timezone
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: onDone,
      onError: (error) => showServerError(form, error, { conflictField: 'email', labels: LABELS }),
    }),
  )
  const c = form.control
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={c} name="first_name" label="First name" autoFocus />
          <TextField control={c} name="last_name" label="Last name" />
          <TextField
            control={c}
            name="email"
            label="Email"
            type="email"
            autoComplete="off"
            description={emailHint(employee)}
          />
          <TextField control={c} name="phone" label="Phone" type="tel" />
        </div>
        {callerIsAdmin && (
          <SwitchField
            control={c}
            name="is_business_admin"
            label="Business admin"
            description="Business admins hold every permission, including billing and settings."
          />
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            control={c}
            name="role_id"
            label="Role"
            options={roles.data ?? []}
            noneLabel={isAdmin ? 'No role' : undefined}
            placeholder="Select a role"
          />
          <SelectField
            control={c}
            name="department_id"
            label="Department"
            options={departments.data ?? []}
            noneLabel="No department"
          />
          <SelectField
            control={c}
            name="branch_id"
            label="Branch"
            options={branches.data ?? []}
            noneLabel="No branch"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField control={c} name="designation" label="Job title" placeholder="Recruiting Coordinator" />
          <TextField control={c} name="employee_code" label="Employee code" />
          <TextField control={c} name="joined_on" label="Joined on" type="date" />
        </div>
        <WorkingHoursField control={c} name="working_hours" timezone={zone} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={save.isPending}>{employee ? 'Save changes' : 'Add and invite'}</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  )
}
