import { lazyDialog } from '@/components/layout/lazy-dialog'

/** `CandidateFormDialog`, loaded after the page that offers it (components/layout/lazy-dialog). */
export const CandidateFormDialog = lazyDialog(() => import('./candidate-form').then((m) => m.CandidateFormDialog))
