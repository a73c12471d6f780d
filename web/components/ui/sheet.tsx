import { onDemandParts } from './on-demand'

/** shadcn's sheet (./sheet-radix.tsx), its radix code loaded when first reached for (./on-demand.tsx). */
const { Root, Trigger, part } = onDemandParts(() => import('./sheet-radix'), 'Sheet', 'SheetTrigger')

export const Sheet = Root
export const SheetTrigger = Trigger
export const SheetClose = part('SheetClose')
export const SheetContent = part('SheetContent')
export const SheetDescription = part('SheetDescription')
export const SheetFooter = part('SheetFooter')
export const SheetHeader = part('SheetHeader')
export const SheetTitle = part('SheetTitle')
