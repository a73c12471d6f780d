import type { DragEndEvent } from '@dnd-kit/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Stage } from '@worker/resources/applications/applications.schema'
import { CANDIDATE_STATE_LABELS, needsReason } from '@worker/resources/candidates/candidates.schema'
import { GripVertical, MoreHorizontal, Search } from 'lucide-react'
import * as React from 'react'
import { ReasonDialog } from '@/components/candidates/reason-dialog'
import { STAGE_COLORS } from '@/components/opportunities/job-labels'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Input } from '@/components/ui/input'
import { usePermissions } from '@/lib/permissions'
import {
  type BoardCard,
  type BoardColumn,
  boardQuery,
  columnPageQuery,
  useMoveApplication,
} from '@/lib/queries/applications'
import { notify } from '@/lib/toast'
import { useDebounced } from '@/lib/use-debounced'
import { type DragKit, useDragKit } from './board-drag-kit'
import { daysLabel } from './stage-facts'

type PendingMove = { card: BoardCard; to: Stage }

/** Scheduling from a card (issue 14) loads its dialog only when asked. */
const ScheduleDialog = React.lazy(() =>
  import('@/components/interviews/schedule-dialog').then((m) => ({ default: m.ScheduleDialog })),
)

/**
 * A job's pipeline board (issue 13): a column per stage with its count and stale count, cards
 * with name, source and days in stage. A card moves by drag and drop, or from its "Move" menu
 * with the keyboard; only to the stages its own allows. Leaving the pipeline (rejected,
 * withdrawn) asks the reason first. The move shows at once and goes back if the server refuses.
 * Drag and drop loads when the pointer first comes to the board (./board-drag-kit.tsx).
 */
export function ApplicationBoard({ jobId, canMove }: { jobId: string; canMove: boolean }) {
  const [search, setSearch] = React.useState('')
  const term = useDebounced(search.trim(), 250)
  const { data: board, isPending, error } = useQuery(boardQuery(jobId, term || undefined))
  const move = useMoveApplication(jobId)
  const [pending, setPending] = React.useState<PendingMove | null>(null)
  const [announcement, setAnnouncement] = React.useState('')
  const { kit, areaProps } = useDragKit()
  // Cards a column's "Show more" added, kept with the first cards they follow (a new answer for
  // the board, a move or a search, starts the column again), here so that they outlive the
  // columns being drawn anew when drag and drop arrives.
  const [more, setMore] = React.useState<Partial<Record<Stage, { after: BoardCard[]; cards: BoardCard[] }>>>({})
  const [dragging, setDragging] = React.useState<BoardCard | null>(null)
  const [scheduling, setScheduling] = React.useState<BoardCard | null>(null)
  const canSchedule = usePermissions()('interviews', 'schedule')

  const columnOf = (stage: Stage) => board?.stages.find((s) => s.stage === stage)

  const request = (card: BoardCard, to: Stage) => {
    if (card.stage === to) return
    const from = columnOf(card.stage)
    if (!from?.next.includes(to)) {
      notify.error(
        `${card.candidate.name} cannot move from ${CANDIDATE_STATE_LABELS[card.stage]} to ${CANDIDATE_STATE_LABELS[to]}.`,
      )
      return
    }
    if (needsReason(to)) setPending({ card, to })
    else commit(card, to, null)
  }

  const commit = (card: BoardCard, to: Stage, reason: string | null, close?: () => void) =>
    move.mutate(
      { id: card.id, stage: to, reason },
      {
        onSuccess: () => {
          setAnnouncement(`${card.candidate.name} moved to ${CANDIDATE_STATE_LABELS[to]}.`)
          close?.()
        },
      },
    )

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null)
    const card = active.data.current?.card as BoardCard | undefined
    if (card && over) request(card, over.id as Stage)
  }

  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Pipeline</CardTitle>
          <CardDescription>
            {board
              ? board.total === 0
                ? 'No applications yet.'
                : `${board.total} application${board.total === 1 ? '' : 's'}. ${canMove ? 'Drag a card to another stage, or use its Move menu.' : ''}`
              : 'Loading the pipeline…'}
          </CardDescription>
        </div>
        <div className="relative w-full sm:w-64">
          <Search aria-hidden="true" className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" />
          <Input
            type="search"
            aria-label="Search this pipeline"
            placeholder="Search by name, e-mail or title"
            className="pl-8"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </CardHeader>
      <CardContent {...areaProps}>
        {error ? (
          <p className="text-sm text-destructive">{error.message}</p>
        ) : isPending || !board ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : (
          <kit.DragBoard
            onDragStart={({ active }) => setDragging((active.data.current?.card as BoardCard) ?? null)}
            onDragCancel={() => setDragging(null)}
            onDragEnd={onDragEnd}
          >
            <ol aria-label="Pipeline stages" className="relative flex gap-3 overflow-x-auto pb-2">
              {board.stages.map((column) => (
                <Column
                  key={column.stage}
                  kit={kit}
                  jobId={jobId}
                  column={column}
                  more={more[column.stage]?.after === column.cards ? (more[column.stage]?.cards ?? []) : []}
                  onMore={(cards) => setMore((all) => ({ ...all, [column.stage]: { after: column.cards, cards } }))}
                  canMove={canMove}
                  dropAllowed={!!dragging && columnOf(dragging.stage)?.next.includes(column.stage) === true}
                  onMove={request}
                  moves={(card) => columnOf(card.stage)?.next ?? []}
                  onSchedule={canSchedule ? setScheduling : undefined}
                />
              ))}
            </ol>
          </kit.DragBoard>
        )}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </CardContent>
      {scheduling && (
        <React.Suspense fallback={null}>
          <ScheduleDialog
            target={{
              kind: 'create',
              candidate: { id: scheduling.candidate.id, name: scheduling.candidate.name },
              jobs: [{ id: jobId, title: '' }],
              jobId,
            }}
            open
            onOpenChange={(o) => !o && setScheduling(null)}
          />
        </React.Suspense>
      )}
      <ReasonDialog
        open={!!pending}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending
            ? `${pending.to === 'rejected' ? 'Reject' : 'Withdraw'} ${pending.card.candidate.name}?`
            : 'Reason for the move'
        }
        description={
          pending
            ? `The application leaves the pipeline as ${CANDIDATE_STATE_LABELS[pending.to].toLowerCase()}; the reason is kept in its history.`
            : ''
        }
        reasonLabel="Reason"
        required
        action={pending?.to === 'rejected' ? 'Reject' : 'Withdraw'}
        destructive
        pending={move.isPending}
        onSubmit={(reason, close) => {
          if (!pending) return
          commit(pending.card, pending.to, reason, () => {
            close()
            setPending(null)
          })
        }}
      />
    </Card>
  )
}

function Column({
  kit,
  jobId,
  column,
  more,
  onMore,
  canMove,
  dropAllowed,
  onMove,
  moves,
  onSchedule,
}: {
  kit: DragKit
  jobId: string
  column: BoardColumn
  more: BoardCard[]
  onMore: (cards: BoardCard[]) => void
  canMove: boolean
  dropAllowed: boolean
  onMove: (card: BoardCard, to: Stage) => void
  moves: (card: BoardCard) => Stage[]
  onSchedule?: (card: BoardCard) => void
}) {
  const { setNodeRef, isOver } = kit.useDroppable({ id: column.stage })
  const queryClient = useQueryClient()
  const [loading, setLoading] = React.useState(false)
  const shown = [...column.cards, ...more.filter((m) => !column.cards.some((c) => c.id === m.id))]
  const headingId = `stage-${column.stage}`

  const loadMore = async () => {
    setLoading(true)
    try {
      const page = Math.floor(shown.length / 20) + 1
      const rows = await queryClient.fetchQuery(columnPageQuery(jobId, column.stage, page))
      onMore([...more, ...rows.rows])
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The cards could not be loaded.')
    } finally {
      setLoading(false)
    }
  }

  return (
    <li
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-stage={column.stage}
      className={`flex w-64 shrink-0 flex-col gap-2 rounded-lg border bg-muted/30 p-3 transition-colors ${
        dropAllowed ? 'border-dashed border-primary/60' : ''
      } ${isOver && dropAllowed ? 'bg-primary/10' : ''}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-medium">
          <span
            aria-hidden="true"
            className="size-2.5 rounded-full"
            style={{ backgroundColor: STAGE_COLORS[column.stage] }}
          />
          {column.label}
        </h3>
        <span className="flex items-center gap-1.5">
          {column.stale_count > 0 && (
            <Badge
              variant="outline"
              className="border-amber-300 bg-amber-50 text-amber-800"
              title="No move for 14 days"
            >
              {column.stale_count} stale
            </Badge>
          )}
          <span className="rounded-md bg-background px-2 py-0.5 text-sm font-semibold tabular-nums">
            <span className="sr-only">Applications: </span>
            {column.count}
          </span>
        </span>
      </div>
      <ul className="grid gap-2" aria-label={`${column.label} applications`}>
        {shown.map((card) => (
          <CardItem
            key={card.id}
            kit={kit}
            card={card}
            canMove={canMove}
            moves={moves(card)}
            onMove={onMove}
            onSchedule={column.next.length > 0 && !card.candidate.is_blacklisted ? onSchedule : undefined}
          />
        ))}
      </ul>
      {shown.length < column.count && (
        <Button variant="ghost" size="sm" onClick={loadMore} disabled={loading}>
          {loading ? 'Loading…' : `Show more (${column.count - shown.length})`}
        </Button>
      )}
    </li>
  )
}

function CardItem({
  kit,
  card,
  canMove,
  moves,
  onMove,
  onSchedule,
}: {
  kit: DragKit
  card: BoardCard
  canMove: boolean
  moves: Stage[]
  onMove: (card: BoardCard, to: Stage) => void
  onSchedule?: (card: BoardCard) => void
}) {
  const movable = canMove && moves.length > 0
  const { attributes, listeners, setNodeRef, transform, isDragging } = kit.useDraggable({
    id: card.id,
    data: { card },
    disabled: !movable,
  })
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-application={card.id}
      className={`rounded-md border bg-background p-2 text-sm shadow-xs ${isDragging ? 'z-10 opacity-80 shadow-md' : ''}`}
    >
      <div className="flex items-start gap-1.5">
        {movable && (
          <span
            {...listeners}
            {...attributes}
            tabIndex={-1}
            role="presentation"
            aria-hidden="true"
            className="mt-0.5 cursor-grab text-muted-foreground active:cursor-grabbing"
            data-drag-handle
          >
            <GripVertical className="size-4" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <Link
            to="/admin/candidates/$id"
            params={{ id: card.candidate.id }}
            className="block truncate font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {card.candidate.name}
          </Link>
          {card.candidate.current_title && (
            <span className="block truncate text-xs text-muted-foreground">{card.candidate.current_title}</span>
          )}
          <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
            <span>{card.source}</span>
            <span aria-hidden="true">·</span>
            <span>{daysLabel(card.days_in_stage)}</span>
            {card.is_stale && (
              <Badge variant="outline" className="border-amber-300 bg-amber-50 px-1.5 py-0 text-[11px] text-amber-800">
                Stale
              </Badge>
            )}
            {card.candidate.is_blacklisted && (
              <Badge variant="destructive" className="px-1.5 py-0 text-[11px]">
                Blacklisted
              </Badge>
            )}
          </span>
        </div>
        {(movable || onSchedule) && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={movable ? `Move ${card.candidate.name}` : `Actions for ${card.candidate.name}`}
              >
                <MoreHorizontal aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {onSchedule && <DropdownMenuItem onSelect={() => onSchedule(card)}>Schedule interview…</DropdownMenuItem>}
              {movable && <DropdownMenuLabel>Move to</DropdownMenuLabel>}
              {(movable ? moves : []).map((to) => (
                <DropdownMenuItem key={to} onSelect={() => onMove(card, to)}>
                  {CANDIDATE_STATE_LABELS[to]}
                  {needsReason(to) ? '…' : ''}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
    </li>
  )
}
