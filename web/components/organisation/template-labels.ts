import type { TemplateCategory } from '@worker/schemas/email-placeholders'

export const CATEGORY_LABELS: Record<TemplateCategory, string> = {
  candidate: 'Candidate',
  interview: 'Interview',
  offer: 'Offer',
  employee: 'Employee',
  general: 'General',
}
