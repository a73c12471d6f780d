import { lazyDialog } from '@/components/layout/lazy-dialog'

/** `AddToJobDialog` (its job select), loaded when its button is reached for (components/layout/lazy-dialog). */
export const AddToJobDialog = lazyDialog(() => import('./add-to-job-dialog').then((m) => m.AddToJobDialog))
