/**
 * Offer letters (docs/offers.md): the staff's (a candidate's offers, drafting, sending, revoking,
 * the audit trail) and the candidate's own (their offers, the code, signing, declining).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { OfferFileVersion } from '@worker/resources/offer-letters/offer-letters.schema'
import { api } from '@/lib/api'
import type { ApiBody, ApiData, ApiRow } from '@/lib/api-contract'
import { notify } from '@/lib/toast'

export type OfferLetter = ApiRow<'/wildcard/offer_letters'>
export type OfferOptions = ApiData<'get', '/wildcard/offer_letters/options'>
export type OfferEvent = ApiData<'get', '/wildcard/offer_letters/:id/audit'>[number]
export type OfferDraftBody = ApiBody<'post', '/wildcard/offer_letters'>
export type MyOffer = ApiData<'get', '/candidate/offer_letters/:id'>
export type SigningCode = ApiData<'post', '/wildcard/candidates/:id/offer_letter/esign/otp/generate'>

const failed = (e: Error) => notify.error(e.message)

// ---------------------------------------------------------------- staff

export const candidateOffersQuery = (candidateId: string) =>
  queryOptions({
    queryKey: ['offer-letters', 'candidate', candidateId],
    queryFn: () => api.get('/wildcard/offer_letters', { query: { candidate_id: candidateId, limit: 50 } }),
  })

export const offerOptionsQuery = (candidateId: string) =>
  queryOptions({
    queryKey: ['offer-letters', 'options', candidateId],
    queryFn: () => api.get('/wildcard/offer_letters/options', { query: { candidate_id: candidateId } }),
  })

export const offerAuditQuery = (id: string) =>
  queryOptions({
    queryKey: ['offer-letters', 'audit', id],
    queryFn: () => api.get('/wildcard/offer_letters/:id/audit', { param: { id } }),
  })

/** Everything that shows an offer of this candidate, and the candidate's stage, after a change. */
function useRefresh(candidateId: string) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['offer-letters'] }),
      queryClient.invalidateQueries({ queryKey: ['candidates', 'detail', candidateId] }),
      queryClient.invalidateQueries({ queryKey: ['applications'] }),
    ])
}

export function useSaveOfferDraft(candidateId: string, offerId?: string) {
  const refresh = useRefresh(candidateId)
  return useMutation({
    mutationFn: (json: OfferDraftBody) => {
      if (!offerId) return api.send('post', '/wildcard/offer_letters', { json })
      const { application_id: _app, ...terms } = json
      return api.send('put', '/wildcard/offer_letters/:id', { param: { id: offerId }, json: terms })
    },
    onSuccess: async ({ message }) => {
      await refresh()
      notify.success(message)
    },
  })
}

export function useSendOffer(candidateId: string) {
  const refresh = useRefresh(candidateId)
  return useMutation({
    mutationFn: (offerId: string) =>
      api.send('post', '/wildcard/candidates/:id/offer_letter/send', {
        param: { id: candidateId },
        json: { offer_letter_id: offerId },
      }),
    onSuccess: async ({ message }) => {
      await refresh()
      notify.success(message)
    },
    onError: failed,
  })
}

export function useRevokeOffer(candidateId: string) {
  const refresh = useRefresh(candidateId)
  return useMutation({
    mutationFn: (v: { id: string; reason: string }) =>
      api.send('post', '/wildcard/offer_letters/:id/revoke', { param: { id: v.id }, json: { reason: v.reason } }),
    onSuccess: async ({ message }) => {
      await refresh()
      notify.success(message)
    },
    onError: failed,
  })
}

/** Staff send the signing code again, to the candidate, for a signing the candidate started. */
export function useResendCodeForCandidate(candidateId: string) {
  const refresh = useRefresh(candidateId)
  return useMutation({
    mutationFn: (offerId: string) =>
      api.send('post', '/wildcard/candidates/:id/offer_letter/esign/otp/resend', {
        param: { id: candidateId },
        json: { offer_letter_id: offerId },
      }),
    onSuccess: async ({ message }) => {
      await refresh()
      notify.success(message)
    },
    onError: failed,
  })
}

/** The PDF of a draft as it would be sent, or of a sent offer as it was sent (for the viewer). */
export const offerPreviewBlob = (id: string) =>
  api.download('/wildcard/offer_letters/:id/preview', { param: { id } }, { save: false }).then((f) => f.blob)

export const downloadOffer = (id: string, version: OfferFileVersion) =>
  api.download('/wildcard/offer_letters/:id/download', { param: { id }, query: { version } }).catch(failed)

// ---------------------------------------------------------------- the candidate's own

export const myOffersQuery = () =>
  queryOptions({ queryKey: ['my-offers'], queryFn: () => api.get('/candidate/offer_letters') })

/** Opening it marks it viewed (the first time). */
export const myOfferQuery = (id: string) =>
  queryOptions({
    queryKey: ['my-offers', id],
    queryFn: () => api.get('/candidate/offer_letters/:id', { param: { id } }),
  })

export const myOfferBlob = (id: string, version?: OfferFileVersion) =>
  api
    .download('/candidate/offer_letters/:id/download', { param: { id }, query: { version } }, { save: false })
    .then((f) => f.blob)

export const downloadMyOffer = (id: string, version?: OfferFileVersion) =>
  api.download('/candidate/offer_letters/:id/download', { param: { id }, query: { version } }).catch(failed)

function useMyRefresh() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ['my-offers'] })
}

export const useStartSigning = (candidateId: string) =>
  useMutation({
    mutationFn: (json: ApiBody<'post', '/wildcard/candidates/:id/offer_letter/esign/otp/generate'>) =>
      api.send('post', '/wildcard/candidates/:id/offer_letter/esign/otp/generate', {
        param: { id: candidateId },
        json,
      }),
  })

export const useResendSigningCode = (candidateId: string) =>
  useMutation({
    mutationFn: (offerId: string) =>
      api.send('post', '/wildcard/candidates/:id/offer_letter/esign/otp/resend', {
        param: { id: candidateId },
        json: { offer_letter_id: offerId },
      }),
    onSuccess: ({ message }) => notify.success(message),
    onError: failed,
  })

export function useConfirmSignature(candidateId: string) {
  const refresh = useMyRefresh()
  return useMutation({
    mutationFn: (json: { offer_letter_id: string; code: string }) =>
      api.send('post', '/wildcard/candidates/:id/offer_letter/esign/otp/verify', { param: { id: candidateId }, json }),
    onSuccess: async ({ message }) => {
      await refresh()
      notify.success(message)
    },
  })
}

export function useDeclineOffer(offerId: string) {
  const refresh = useMyRefresh()
  return useMutation({
    mutationFn: (reason: string) =>
      api.send('post', '/candidate/offer_letters/:id/decline', { param: { id: offerId }, json: { reason } }),
    onSuccess: async ({ message }) => {
      await refresh()
      notify.success(message)
    },
    onError: failed,
  })
}
