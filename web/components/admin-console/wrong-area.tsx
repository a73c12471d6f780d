import { ShieldAlert } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'

/** A platform-console screen opened on a business portal: it lives on the main site. */
export function WrongArea({ what }: { what: string }) {
  return (
    <EmptyState
      icon={ShieldAlert}
      title={`${what} are managed by the platform`}
      description="This screen belongs to the Hirely platform console."
    />
  )
}
