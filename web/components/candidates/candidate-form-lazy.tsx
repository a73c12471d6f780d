import { lazyDialog } from '@/components/layout/lazy-dialog'

/** `CandidateFormDialog`, loaded when its button is reached for (components/layout/lazy-dialog). */
export const CandidateFormDialog = lazyDialog(() => import('./candidate-form').then((m) => m.CandidateFormDialog))
