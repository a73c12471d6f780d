import { useQuery } from '@tanstack/react-query'
import * as React from 'react'
import { LoadingState } from '@/components/layout/loading-state'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import {
  type Employee,
  type EmployeeDependency,
  employeeDependencyQuery,
  employeeOptionsQuery,
  useDeleteEmployee,
} from '@/lib/queries/employees'

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

function Section({ title, total, items }: { title: string; total: number; items: { id: string; text: string }[] }) {
  if (!total) return null
  return (
    <section aria-label={title} className="space-y-1">
      <h3 className="text-sm font-medium">
        {title} <span className="text-muted-foreground">({total})</span>
      </h3>
      <ul className="max-h-32 list-disc space-y-0.5 overflow-y-auto pl-5 text-sm text-muted-foreground">
        {items.map((i) => (
          <li key={i.id}>{i.text}</li>
        ))}
        {total > items.length && <li>and {total - items.length} more</li>}
      </ul>
    </section>
  )
}

function Orphans({ dep }: { dep: EmployeeDependency }) {
  return (
    <div className="space-y-3 rounded-lg border bg-muted/40 p-3">
      <Section
        title="Open interviews"
        total={dep.counts.interviews}
        items={dep.interviews.map((i) => ({
          id: i.id,
          text: `${i.title} with ${i.candidate_name}, ${when(i.scheduled_at)}`,
        }))}
      />
      <Section
        title="Job openings they manage"
        total={dep.counts.opportunities}
        items={dep.opportunities.map((o) => ({ id: o.id, text: o.title }))}
      />
      <Section
        title="Candidates assigned to them"
        total={dep.counts.candidates}
        items={dep.candidates.map((c) => ({ id: c.id, text: c.name }))}
      />
      <Section
        title="Open job requests they raised"
        total={dep.counts.job_requests}
        items={dep.job_requests.map((j) => ({ id: j.id, text: j.title }))}
      />
    </div>
  )
}

/** Before deleting: what would be left without an owner, and whom it goes to. */
export function EmployeeDeleteDialog({
  employee,
  onClose,
}: {
  employee: Employee | null
  onClose: () => void
  /** The page opens it by naming the employee (`open` loads its code: components/layout/lazy-dialog). */
  open: boolean
}) {
  return (
    <Dialog open={!!employee} onOpenChange={(v) => !v && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Delete {employee?.name}?</DialogTitle>
          <DialogDescription>
            Their sign-in ends at once. If past activity names them (comments, feedback, decisions), they are kept
            anonymised so that history stays whole.
          </DialogDescription>
        </DialogHeader>
        {employee && <DeleteBody employee={employee} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function DeleteBody({ employee, onDone }: { employee: Employee; onDone: () => void }) {
  const dep = useQuery(employeeDependencyQuery(employee.id))
  const colleagues = useQuery(employeeOptionsQuery())
  const remove = useDeleteEmployee()
  const [target, setTarget] = React.useState<string>('')
  const selectId = React.useId()
  if (dep.isLoading || !dep.data)
    return <LoadingState rows={3} columns={1} label="Checking what depends on this employee…" />
  const d = dep.data
  const blocked = d.is_last_admin
  const needsTarget = d.requires_reassignment && !target
  return (
    <div className="grid gap-4">
      {blocked ? (
        <p role="alert" className="text-sm text-destructive">
          {d.employee.name} is the last active business admin. Make someone else a business admin first.
        </p>
      ) : d.requires_reassignment ? (
        <>
          <p className="text-sm">
            {d.employee.name} still has {d.summary}. Choose who takes them over:
          </p>
          <Orphans dep={d} />
          <div className="grid gap-2">
            <Label htmlFor={selectId}>Reassign to</Label>
            <Select value={target} onValueChange={setTarget}>
              <SelectTrigger id={selectId} className="w-full">
                <SelectValue placeholder="Select an active employee" />
              </SelectTrigger>
              <SelectContent>
                {(colleagues.data ?? [])
                  .filter((o) => o.value !== employee.id)
                  .map((o) => (
                    <SelectItem key={o.value} value={o.value}>
                      {o.label}
                    </SelectItem>
                  ))}
              </SelectContent>
            </Select>
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          Nothing open depends on {d.employee.name}: no interviews, jobs, candidates or job requests.
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          disabled={blocked || needsTarget || remove.isPending}
          onClick={() => remove.mutate({ id: employee.id, reassignTo: target || undefined }, { onSuccess: onDone })}
        >
          {remove.isPending && <Spinner aria-hidden="true" />}
          {d.requires_reassignment ? 'Reassign and delete' : 'Delete'}
        </Button>
      </DialogFooter>
    </div>
  )
}
