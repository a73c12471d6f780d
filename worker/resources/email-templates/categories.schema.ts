/**
 * The categories of e-mail templates, on their own: a list screen's search params need only
 * these, not the placeholder registry (placeholders.schema.ts re-exports them), so the registry
 * stays out of every page's first load.
 */
export const TEMPLATE_CATEGORIES = ['candidate', 'interview', 'offer', 'employee', 'general'] as const
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number]
export const TEMPLATE_CATEGORY_LABELS: Record<TemplateCategory, string> = {
  candidate: 'Candidate',
  interview: 'Interview',
  offer: 'Offer',
  employee: 'Employee',
  general: 'General',
}
