import { lazyDialog } from '@/components/layout/lazy-dialog'

/** `EmployeeDeleteDialog` (its reassignment select and dialog), loaded when the page first opens it (components/layout/lazy-dialog). */
export const EmployeeDeleteDialog = lazyDialog(() =>
  import('./employee-delete-dialog').then((m) => m.EmployeeDeleteDialog),
)
