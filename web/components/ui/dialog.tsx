import { onDemandParts } from './on-demand'

/** shadcn's dialog (./dialog-radix.tsx), its radix code loaded when first reached for (./on-demand.tsx). */
const { Root, Trigger, part } = onDemandParts(() => import('./dialog-radix'), 'Dialog', 'DialogTrigger')

export const Dialog = Root
export const DialogTrigger = Trigger
export const DialogClose = part('DialogClose')
export const DialogContent = part('DialogContent')
export const DialogDescription = part('DialogDescription')
export const DialogFooter = part('DialogFooter')
export const DialogHeader = part('DialogHeader')
export const DialogOverlay = part('DialogOverlay')
export const DialogPortal = part('DialogPortal')
export const DialogTitle = part('DialogTitle')
