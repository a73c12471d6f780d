import type { TemplateCategory } from '@worker/resources/email-templates/placeholders.schema'

export const CATEGORY_LABELS: Record<TemplateCategory, string> = {
  candidate: 'Candidate',
  interview: 'Interview',
  offer: 'Offer',
  employee: 'Employee',
  general: 'General',
}
