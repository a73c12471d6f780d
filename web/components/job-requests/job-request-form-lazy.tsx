import { lazyDialog } from '@/components/layout/lazy-dialog'

/** `JobRequestFormDialog`, loaded when its button is reached for (components/layout/lazy-dialog). */
export const JobRequestFormDialog = lazyDialog(() => import('./job-request-form').then((m) => m.JobRequestFormDialog))
