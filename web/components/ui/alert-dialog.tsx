import { onDemandParts } from './on-demand'

/** shadcn's alert dialog (./alert-dialog-radix.tsx), its radix code loaded when first reached for (./on-demand.tsx). */
const { Root, Trigger, part } = onDemandParts(() => import('./alert-dialog-radix'), 'AlertDialog', 'AlertDialogTrigger')

export const AlertDialog = Root
export const AlertDialogTrigger = Trigger
export const AlertDialogAction = part('AlertDialogAction')
export const AlertDialogCancel = part('AlertDialogCancel')
export const AlertDialogContent = part('AlertDialogContent')
export const AlertDialogDescription = part('AlertDialogDescription')
export const AlertDialogFooter = part('AlertDialogFooter')
export const AlertDialogHeader = part('AlertDialogHeader')
export const AlertDialogOverlay = part('AlertDialogOverlay')
export const AlertDialogPortal = part('AlertDialogPortal')
export const AlertDialogTitle = part('AlertDialogTitle')
