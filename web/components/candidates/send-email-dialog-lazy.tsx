import { lazyDialog } from '@/components/layout/lazy-dialog'

/**
 * The e-mail dialogs (one candidate, the selected ones), loaded when their button is reached for
 * (components/layout/lazy-dialog): their form, template select and dialog stay out of the
 * candidate list's and the candidate page's first load.
 */
export const SendEmailDialog = lazyDialog(() => import('./send-email-dialog').then((m) => m.SendEmailDialog))
export const BulkEmailDialog = lazyDialog(() => import('./send-email-dialog').then((m) => m.BulkEmailDialog))
