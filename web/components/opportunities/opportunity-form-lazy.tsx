import { lazyDialog } from '@/components/layout/lazy-dialog'

/** `OpportunityFormDialog`, loaded when its button is reached for (components/layout/lazy-dialog). */
export const OpportunityFormDialog = lazyDialog(() => import('./opportunity-form').then((m) => m.OpportunityFormDialog))
