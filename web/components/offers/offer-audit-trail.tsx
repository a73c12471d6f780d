import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '@/components/ui/skeleton'
import { offerAuditQuery } from '@/lib/queries/offer-letters'
import { formatUtc } from './offer-format'

const detailText = (detail: Record<string, unknown> | null) => {
  if (!detail) return null
  const parts: string[] = []
  if (typeof detail.to === 'string') parts.push(`to ${detail.to}`)
  if (typeof detail.full_name === 'string')
    parts.push(`typed name “${detail.full_name}”, consent ${String(detail.consent_version)}`)
  if (typeof detail.reason === 'string') parts.push(`“${detail.reason}”`)
  if (typeof detail.signed_sha256 === 'string') parts.push(`signed file SHA-256 ${detail.signed_sha256}`)
  else if (typeof detail.original_sha256 === 'string') parts.push(`SHA-256 ${detail.original_sha256}`)
  return parts.join(' · ') || null
}

/** Every event of an offer, in order: what, who, when (UTC), and from where. Nothing in it can change. */
export function OfferAuditTrail({ offerId }: { offerId: string }) {
  const trail = useQuery(offerAuditQuery(offerId))
  if (trail.isPending) return <Skeleton className="h-20 w-full" />
  if (trail.isError) return <p className="text-sm text-destructive">{trail.error.message}</p>
  return (
    <ol className="grid min-w-0 gap-2 border-l pl-4" aria-label="Audit trail">
      {trail.data.map((e) => (
        <li key={e.seq} className="min-w-0 text-xs">
          <p className="font-medium text-foreground">
            {e.seq}. {e.label} <span className="font-normal text-muted-foreground">· {e.actor_name}</span>
          </p>
          <p className="text-muted-foreground">
            {formatUtc(e.created_at)}
            {e.ip ? ` · IP ${e.ip}` : ''}
          </p>
          {detailText(e.detail) && <p className="break-all text-muted-foreground">{detailText(e.detail)}</p>}
          {e.user_agent && (
            <p className="truncate text-muted-foreground" title={e.user_agent}>
              {e.user_agent}
            </p>
          )}
        </li>
      ))}
    </ol>
  )
}
