import type { Business } from '../../hosts'

/**
 * Why nobody may work inside this business now, or null when it is active. Sign-in, the
 * session guard, portal switches and admin impersonation all answer with these words.
 */
export function businessRefusal(business: Pick<Business, 'name' | 'status'>): string | null {
  if (business.status === 'pending_verification')
    return `Please verify your e-mail address to activate ${business.name} before signing in.`
  if (business.status === 'suspended') return `${business.name} is suspended. Please contact support.`
  if (business.status === 'inactive') return `${business.name} is no longer active.`
  return null
}

/**
 * The session guard's rule: staff and candidates work only inside an active business. A
 * business still waiting for its e-mail verification is open to the platform admin helping it
 * (an impersonated session) and to nobody else — its owner cannot sign in before verifying.
 */
export function sessionRefusal(
  business: Pick<Business, 'name' | 'status'>,
  opts: { impersonated: boolean },
): string | null {
  if (business.status === 'pending_verification' && opts.impersonated) return null
  return businessRefusal(business)
}
