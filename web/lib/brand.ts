import { appHost } from '@/lib/host'

export const PRODUCT_NAME = 'Hirely'

/** The business's name on its own sub-domain, the product's name elsewhere. */
export function brandName(): string {
  return appHost.business?.name ?? PRODUCT_NAME
}
