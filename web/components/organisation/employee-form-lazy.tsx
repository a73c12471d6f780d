import { lazyDialog } from '@/components/layout/lazy-dialog'

/** `EmployeeDialog`, loaded after the page that offers it (components/layout/lazy-dialog). */
export const EmployeeDialog = lazyDialog(() => import('./employee-form').then((m) => m.EmployeeDialog))
