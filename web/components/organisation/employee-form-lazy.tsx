import { lazyDialog } from '@/components/layout/lazy-dialog'

/** `EmployeeDialog`, loaded when the page first opens it (components/layout/lazy-dialog). */
export const EmployeeDialog = lazyDialog(() => import('./employee-form').then((m) => m.EmployeeDialog))
