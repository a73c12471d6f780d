/**
 * How an API path names its resource folder (docs/architecture.md): the first segment after
 * the area, kebab-case, except these contract segments whose folder has another name. Read by
 * `npm run contract -- --where`, the contract tests and the OpenAPI document's tags.
 */
export type Area = 'admin' | 'wildcard' | 'candidate' | 'home'

export const AREAS: readonly Area[] = ['admin', 'wildcard', 'candidate', 'home']

export const RESOURCE_ALIASES: Record<string, string> = {
  candidate: 'candidate-documents',
  register: 'registration',
  'resend-verify-email': 'registration',
  'verify-account': 'registration',
  template_managements: 'email-templates',
  contact_enqueries: 'contact-enquiries',
  // The console's Transactions screen keeps its URL; the resource is payments (docs/architecture.md).
  transactions: 'payments',
}

/** '/wildcard/departments/:id/status' -> { area: 'wildcard', resource: 'departments', rest: '/:id/status' }. */
export function locate(path: string): { area: Area; segment: string; resource: string; rest: string } {
  const [, area = '', segment = '', ...tail] = path.split('/')
  const resource = RESOURCE_ALIASES[segment] ?? segment.replace(/_/g, '-')
  return { area: area as Area, segment, resource, rest: `/${tail.join('/')}` }
}
