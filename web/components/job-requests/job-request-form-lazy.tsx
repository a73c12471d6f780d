import { lazyDialog } from '@/components/layout/lazy-dialog'

/** `JobRequestFormDialog`, loaded after the page that offers it (components/layout/lazy-dialog). */
export const JobRequestFormDialog = lazyDialog(() => import('./job-request-form').then((m) => m.JobRequestFormDialog))
