import { useQuery } from '@tanstack/react-query'
import { ArrowLeftRight } from 'lucide-react'
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '@/components/ui/dropdown-menu'
import { portalSwitchLink, type SwitchableBusiness, switchableBusinessesQuery } from '@/lib/queries/businesses'
import { notify } from '@/lib/toast'

async function open(b: SwitchableBusiness) {
  try {
    const { url } = await portalSwitchLink(b.id)
    window.location.assign(url)
  } catch (err) {
    notify.error((err as Error).message)
  }
}

/** User-menu entries for the other businesses where this person (same verified e-mail) has an account; nothing when there are none. */
export function BusinessSwitchItems() {
  const { data } = useQuery(switchableBusinessesQuery())
  const others = (data ?? []).filter((b) => !b.current)
  if (!others.length) return null
  return (
    <>
      <DropdownMenuSeparator />
      <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">Switch business</DropdownMenuLabel>
      {others.map((b) => (
        <DropdownMenuItem key={b.id} onSelect={() => void open(b)}>
          <ArrowLeftRight aria-hidden="true" />
          {b.name}
        </DropdownMenuItem>
      ))}
    </>
  )
}
