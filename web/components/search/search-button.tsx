import { Search } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'

const loadDialog = () => import('./search-dialog')
const SearchDialog = React.lazy(() => loadDialog().then((m) => ({ default: m.SearchDialog })))

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/**
 * The header's search: a button (and Ctrl+K / ⌘K anywhere in the portal) that opens the search
 * dialog. The dialog's code loads on first use, or as soon as the pointer or focus comes near.
 */
export function SearchButton() {
  const [open, setOpen] = React.useState(false)
  const [used, setUsed] = React.useState(false)
  React.useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault()
        setUsed(true)
        setOpen((v) => !v)
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  const shortcut = isMac ? '⌘K' : 'Ctrl K'
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
        className="size-9 justify-start p-0 text-muted-foreground max-md:justify-center md:w-64 md:px-3"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
      >
        <Search aria-hidden="true" />
        <span className="hidden md:inline">Search…</span>
        <kbd className="ml-auto hidden rounded border bg-muted px-1.5 font-sans text-[11px] md:inline">{shortcut}</kbd>
      </Button>
      {used && (
        <React.Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </React.Suspense>
      )}
    </>
  )
}
