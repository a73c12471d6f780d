import { useQuery } from '@tanstack/react-query'
import { type LinkProps, useNavigate } from '@tanstack/react-router'
import { SEARCH_KIND_LABELS, type SearchKind } from '@worker/resources/search/search.schema'
import { Briefcase, CornerDownLeft, Loader2, Search, User, UserCog } from 'lucide-react'
import * as React from 'react'
import { STATUS_LABELS } from '@/components/candidates/candidate-labels'
import { NavIcon } from '@/components/layout/nav-icon'
import { OPPORTUNITY_STATUS_LABELS } from '@/components/opportunities/job-labels'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { type NodeTree, useAuth } from '@/lib/auth'
import { flattenNodes } from '@/lib/permissions'
import { globalSearchQuery, type SearchResults } from '@/lib/queries/search'
import { useDebounced } from '@/lib/use-debounced'
import { cn } from '@/lib/utils'

type Hit = {
  id: string
  kind: SearchKind
  title: string
  detail?: string
  to: string
  search?: Record<string, string>
  icon: React.ReactNode
}

const PAGE_LIMIT = 5
const dot = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ')
/** The answer as one list in the order it shows: pages, candidates, jobs, employees. */
function hitsOf(data: SearchResults | undefined): Hit[] {
  if (!data) return []
  return [
    ...data.pages.slice(0, PAGE_LIMIT).map<Hit>((p) => ({
      id: `page-${p.key}`,
      kind: 'pages',
      title: p.name,
      detail: p.section ?? undefined,
      to: p.path,
      icon: <NavIcon name={p.icon ?? p.key} />,
    })),
    ...data.candidates.map<Hit>((c) => ({
      id: `candidate-${c.id}`,
      kind: 'candidates',
      title: c.name,
      detail: c.job_title ? dot(c.job_title, c.stage && STATUS_LABELS[c.stage]) : dot(c.current_title, c.email),
      to: `/admin/candidates/${c.id}`,
      icon: <User aria-hidden="true" />,
    })),
    ...data.jobs.map<Hit>((j) => ({
      id: `job-${j.id}`,
      kind: 'jobs',
      title: j.title,
      detail: dot(j.code, j.department, OPPORTUNITY_STATUS_LABELS[j.status]),
      to: `/admin/opportunities/${j.id}`,
      icon: <Briefcase aria-hidden="true" />,
    })),
    ...data.employees.map<Hit>((e) => ({
      id: `employee-${e.id}`,
      kind: 'employees',
      title: e.name,
      detail: dot(e.designation, e.email),
      to: '/admin/employees',
      search: { search: e.email },
      icon: <UserCog aria-hidden="true" />,
    })),
  ]
}

/** Before anything is typed: the pages the caller may open, to jump to. */
function pageHits(nodes: NodeTree[]) {
  return flattenNodes(nodes)
    .filter((n) => n.path)
    .map<Hit>((n) => ({
      id: `page-${n.key}`,
      kind: 'pages',
      title: n.name,
      to: n.path as string,
      icon: <NavIcon name={n.icon ?? n.key} />,
    }))
}

/**
 * Search everything the caller may see, as they type: a combobox over a list of results grouped
 * by kind; arrows move, Enter opens, Escape closes. Results come from GET /wildcard/search (the
 * server checks the role), the term debounced and stale requests cancelled.
 */
export function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const auth = useAuth()
  const navigate = useNavigate()
  const [term, setTerm] = React.useState('')
  const settled = useDebounced(term.trim(), 180)
  const query = useQuery({ ...globalSearchQuery(settled), enabled: open && settled.length > 0 })
  const typed = term.trim().length > 0
  const hits = React.useMemo(
    () => (typed ? (settled ? hitsOf(query.data) : []) : pageHits(auth?.nodes ?? [])),
    [typed, settled, query.data, auth?.nodes],
  )
  const [active, setActive] = React.useState(0)
  const listId = React.useId()
  const optionId = (hit: Hit) => `${listId}-${hit.id}`

  // A new answer starts at its first result; a reopened dialog starts empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the results change.
  React.useEffect(() => setActive(0), [hits])
  React.useEffect(() => {
    if (!open) setTerm('')
  }, [open])
  React.useEffect(() => {
    const el = document.getElementById(hits[active] ? optionId(hits[active]) : '')
    el?.scrollIntoView({ block: 'nearest' })
  })

  const go = (hit: Hit | undefined) => {
    if (!hit) return
    onOpenChange(false)
    void navigate({ to: hit.to as LinkProps['to'], search: hit.search as never })
  }
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (!hits.length) return
      setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length)
    } else if (e.key === 'Home' && hits.length) {
      setActive(0)
    } else if (e.key === 'End' && hits.length) {
      setActive(hits.length - 1)
    } else if (e.key === 'Enter') {
      e.preventDefault()
      go(hits[active])
    }
  }

  const groups = (Object.keys(SEARCH_KIND_LABELS) as SearchKind[])
    .map((kind) => ({ kind, hits: hits.filter((h) => h.kind === kind) }))
    .filter((g) => g.hits.length)
  const waiting = typed && (settled !== term.trim() || query.isFetching)
  const activeHit = hits[active]

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-4 translate-y-0 gap-0 overflow-hidden p-0 sm:top-[12vh] sm:max-w-xl sm:p-0"
        showCloseButton={false}
        onOpenAutoFocus={(e) => {
          e.preventDefault()
          document.getElementById(`${listId}-input`)?.focus()
        }}
      >
        <DialogTitle className="sr-only">Search</DialogTitle>
        <DialogDescription className="sr-only">
          Candidates, jobs, employees and pages. Use the arrow keys to choose and Enter to open.
        </DialogDescription>
        <div className="flex items-center gap-2 border-b px-3">
          <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <input
            id={`${listId}-input`}
            role="combobox"
            aria-label="Search candidates, jobs, employees and pages"
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeHit ? optionId(activeHit) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder="Search candidates, jobs, employees and pages"
            className="h-12 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            onKeyDown={onKeyDown}
          />
          {waiting && <Loader2 aria-hidden="true" className="size-4 animate-spin text-muted-foreground" />}
          <kbd className="hidden rounded border bg-muted px-1.5 text-[11px] text-muted-foreground sm:inline">Esc</kbd>
        </div>
        <div id={listId} role="listbox" aria-label="Results" className="max-h-[min(60vh,28rem)] overflow-y-auto p-2">
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA), not a form's fieldset.
            <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`} className="pb-2">
              <div id={`${listId}-${group.kind}`} className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
                {typed ? SEARCH_KIND_LABELS[group.kind] : 'Go to'}
              </div>
              {group.hits.map((hit) => {
                const selected = hit === activeHit
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant).
                  <div
                    key={hit.id}
                    id={optionId(hit)}
                    role="option"
                    aria-selected={selected}
                    tabIndex={-1}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground',
                      selected && 'bg-accent text-accent-foreground',
                    )}
                    onMouseMove={() => setActive(hits.indexOf(hit))}
                    onClick={() => go(hit)}
                  >
                    {hit.icon}
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{hit.title}</span>
                      {hit.detail && <span className="block truncate text-xs text-muted-foreground">{hit.detail}</span>}
                    </span>
                    {selected && <CornerDownLeft aria-hidden="true" />}
                  </div>
                )
              })}
            </div>
          ))}
          {typed && settled && !waiting && query.isSuccess && hits.length === 0 && (
            <p className="px-2 py-8 text-center text-sm text-muted-foreground">Nothing matches “{settled}”.</p>
          )}
          {query.isError && (
            <p role="alert" className="px-2 py-8 text-center text-sm text-destructive">
              {query.error.message}
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  )
}
