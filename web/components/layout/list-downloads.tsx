import { ChevronDown, FileDown } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { notify } from '@/lib/toast'
import { useIsDesktop } from '@/lib/use-media-query'

/** One file a list offers: its button's label and icon, and the download it starts. */
export type ListDownload = { label: string; icon: typeof FileDown; run: () => Promise<unknown> }

/** A file download button: busy while the file is made, the server's message if it fails. */
function DownloadButton({ label, icon: Icon, run }: ListDownload) {
  const [busy, setBusy] = React.useState(false)
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => {
        setBusy(true)
        run()
          .catch((e: Error) => notify.error(e.message))
          .finally(() => setBusy(false))
      }}
    >
      <Icon aria-hidden="true" />
      {label}
    </Button>
  )
}

/** A list's files (exports, reports): one button each on a desktop, one menu on a phone (the header stays short). */
export function ListDownloads({ downloads }: { downloads: readonly ListDownload[] }) {
  const isDesktop = useIsDesktop()
  if (isDesktop) return downloads.map((d) => <DownloadButton key={d.label} {...d} />)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <FileDown aria-hidden="true" />
          Download
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {downloads.map((d) => (
          <DropdownMenuItem key={d.label} onSelect={() => void d.run().catch((e: Error) => notify.error(e.message))}>
            <d.icon aria-hidden="true" />
            {d.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
