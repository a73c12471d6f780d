import { lazyDialog } from '@/components/layout/lazy-dialog'

/** `OpportunityFormDialog`, loaded after the page that offers it (components/layout/lazy-dialog). */
export const OpportunityFormDialog = lazyDialog(() => import('./opportunity-form').then((m) => m.OpportunityFormDialog))
