import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query'
import { emailTemplateListQuery } from '@worker/resources/email-templates/email-templates.schema'
import type { z } from '@worker/schemas/zod'
import { api } from '@/lib/api'
import type { ApiBody, ApiData, ApiRow } from '@/lib/api-contract'
import { type ActiveStatus, useOrgMutation } from '@/lib/queries/organisation'
import { urlSearch } from '@/lib/url-search'

export type EmailTemplate = ApiRow<'/wildcard/email_templates'>
export type EmailTemplateDetail = ApiData<'get', '/wildcard/email_templates/:id'>
export type PlaceholderInfo = EmailTemplateDetail['placeholders'][number]

export type EmailTemplateInput = ApiBody<'post', '/wildcard/email_templates'>
/** The templates screen's URL: page, search, status and category, from the list query its API validates. */
export const templateSearch = urlSearch(
  emailTemplateListQuery.pick({ page: true, search: true, status: true, category: true }),
)
export type TemplateSearch = z.infer<typeof templateSearch>

export const emailTemplatesQuery = (search: TemplateSearch) =>
  queryOptions({
    queryKey: ['email_templates', 'list', search],
    queryFn: () => api.get('/wildcard/email_templates', { query: { ...search, limit: 50 } }),
    placeholderData: keepPreviousData,
  })

export const emailTemplateQuery = (id: string) =>
  queryOptions({
    queryKey: ['email_templates', 'detail', id],
    queryFn: () => api.get('/wildcard/email_templates/:id', { param: { id }, query: { preview: 1 } }),
  })

/** The body and, for a system template, the product's default wording (template management). */
export const templateBodyQuery = (id: string) =>
  queryOptions({
    queryKey: ['email_templates', 'body', id],
    queryFn: () => api.get('/wildcard/template_managements/:id', { param: { id } }),
  })

export function useSaveTemplate(id?: string) {
  const queryClient = useQueryClient()
  const mutation = useOrgMutation(
    (json: EmailTemplateInput) =>
      id
        ? api.send('put', '/wildcard/email_templates/:id', { param: { id }, json })
        : api.send('post', '/wildcard/email_templates', { json }),
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
      api.send('put', '/wildcard/email_templates/:id/status', { param: { id }, json: { status } }),
    [['email_templates']],
  )
