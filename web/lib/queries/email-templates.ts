import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query'
import type { emailTemplateInput } from '@worker/resources/email-templates/email-templates.schema'
import type { PlaceholderType, TemplateCategory } from '@worker/resources/email-templates/placeholders.schema'
import type { z } from '@worker/schemas/zod'
import type { PageData } from '@/components/layout/data-table'
import { api, apiLegacy } from '@/lib/api'
import { type ActiveStatus, type ListSearch, useOrgMutation } from '@/lib/queries/organisation'

export type EmailTemplate = {
  id: string
  key: string
  name: string
  subject: string
  category: TemplateCategory
  is_system: boolean
  status: ActiveStatus
  version: number
  body_updated_at: string | null
  updated_at: string
}

export type PlaceholderInfo = {
  name: string
  token: string
  type: PlaceholderType
  label: string
  sample: string
  required: boolean
}

export type EmailTemplateDetail = EmailTemplate & {
  body: string
  description: string | null
  has_default: boolean
  placeholders: PlaceholderInfo[]
  used_placeholders: string[]
  updated_by: { id: string; name: string } | null
  preview: { subject: string; body: string }
}

export type EmailTemplateInput = z.input<typeof emailTemplateInput>
export type TemplateSearch = ListSearch & { category?: TemplateCategory }

export const emailTemplatesQuery = (search: TemplateSearch) =>
  queryOptions({
    queryKey: ['email_templates', 'list', search],
    queryFn: () => apiLegacy.get<PageData<EmailTemplate>>('/wildcard/email_templates', { ...search, limit: 50 }),
    placeholderData: keepPreviousData,
  })

export const emailTemplateQuery = (id: string) =>
  queryOptions({
    queryKey: ['email_templates', 'detail', id],
    queryFn: () => apiLegacy.get<EmailTemplateDetail>(`/wildcard/email_templates/${id}`, { preview: 1 }),
  })

/** The body and, for a system template, the product's default wording (template management). */
export const templateBodyQuery = (id: string) =>
  queryOptions({
    queryKey: ['email_templates', 'body', id],
    queryFn: () =>
      apiLegacy.get<{ default_body: string | null; version: number }>(`/wildcard/template_managements/${id}`),
  })

export function useSaveTemplate(id?: string) {
  const queryClient = useQueryClient()
  const mutation = useOrgMutation(
    (input: EmailTemplateInput) =>
      apiLegacy.request<EmailTemplateDetail>(id ? `/wildcard/email_templates/${id}` : '/wildcard/email_templates', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    [['email_templates']],
    { quietErrors: true },
  )
  return {
    ...mutation,
    save: (
      input: EmailTemplateInput,
      handlers: { onSuccess?: (t: EmailTemplateDetail) => void; onError?: (e: Error) => void },
    ) =>
      mutation.mutate(input, {
        onSuccess: (result) => {
          queryClient.setQueryData(emailTemplateQuery(result.data.id).queryKey, result.data)
          handlers.onSuccess?.(result.data)
        },
        onError: handlers.onError,
      }),
  }
}

export const useTemplateStatus = () =>
  useOrgMutation(
    ({ id, status }: { id: string; status: ActiveStatus }) =>
      apiLegacy.request<EmailTemplateDetail>(`/wildcard/email_templates/${id}/status`, {
        method: 'PUT',
        body: { status },
      }),
    [['email_templates']],
  )
