import { useQuery } from '@tanstack/react-query'
import { Bookmark, BookmarkPlus, Trash2 } from 'lucide-react'
import * as React from 'react'
import { SubmitButton } from '@/components/forms/submit-button'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { isApiError } from '@/lib/api'
import {
  type CandidateFilterValues,
  type SavedFilter,
  savedFiltersQuery,
  useDeleteFilter,
  useSaveFilter,
} from '@/lib/queries/candidates'

/** The caller's saved searches: apply one (its filters become the list's), save the current filters, delete. */
export function SavedFilters({
  current,
  onApply,
}: {
  current: CandidateFilterValues
  onApply: (filters: SavedFilter['filters']) => void
}) {
  const saved = useQuery(savedFiltersQuery())
  const remove = useDeleteFilter()
  const [saving, setSaving] = React.useState(false)
  const hasFilters = Object.keys(current).length > 0
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <Bookmark aria-hidden="true" />
            Saved filters{saved.data?.length ? ` (${saved.data.length})` : ''}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-72">
          <DropdownMenuLabel>Your saved filters</DropdownMenuLabel>
          {saved.data?.length ? (
            saved.data.map((f) => (
              <div key={f.id} className="flex items-center gap-1">
                <DropdownMenuItem className="flex-1 truncate" onSelect={() => onApply(f.filters)}>
                  {f.name}
                </DropdownMenuItem>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7 shrink-0"
                  aria-label={`Delete saved filter ${f.name}`}
                  onClick={() => remove.mutate(f.id)}
                >
                  <Trash2 aria-hidden="true" className="size-3.5" />
                </Button>
              </div>
            ))
          ) : (
            <p className="px-2 py-1.5 text-sm text-muted-foreground">None yet. Filter the list, then save it here.</p>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={!hasFilters} onSelect={() => setSaving(true)}>
            <BookmarkPlus aria-hidden="true" />
            Save current filters…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <SaveFilterDialog open={saving} onOpenChange={setSaving} filters={current} />
    </>
  )
}

function SaveFilterDialog({
  open,
  onOpenChange,
  filters,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  filters: CandidateFilterValues
}) {
  const save = useSaveFilter()
  const [name, setName] = React.useState('')
  const [error, setError] = React.useState<string | null>(null)
  const id = React.useId()
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault()
    if (!name.trim()) return setError('Please enter Name')
    save.mutate(
      { name: name.trim(), filters },
      {
        onSuccess: () => {
          onOpenChange(false)
          setName('')
        },
        onError: (err) => setError(isApiError(err) ? (err.errors[0]?.message ?? err.message) : err.message),
      },
    )
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next)
        setError(null)
      }}
    >
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Save these filters</DialogTitle>
            <DialogDescription>
              Only you see your saved filters. Applying one sets the list to the same search and filters.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={id}>Name</Label>
            <Input
              id={id}
              value={name}
              maxLength={80}
              placeholder="e.g. Senior backend, shortlisted"
              aria-invalid={!!error}
              onChange={(e) => {
                setName(e.target.value)
                setError(null)
              }}
            />
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton pending={save.isPending}>Save filters</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
