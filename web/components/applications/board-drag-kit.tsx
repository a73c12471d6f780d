import type { DragEndEvent, DragStartEvent } from '@dnd-kit/core'
import * as React from 'react'
import { onIntent } from '@/lib/load-on-intent'

export type DragBoardProps = {
  children: React.ReactNode
  onDragStart: (event: DragStartEvent) => void
  onDragCancel: () => void
  onDragEnd: (event: DragEndEvent) => void
}

/** What the board uses of dnd-kit: its context and the two hooks (./board-drag.tsx). */
export type DragKit = {
  DragBoard: React.ComponentType<DragBoardProps>
  useDroppable: (args: { id: string }) => { setNodeRef: (element: HTMLElement | null) => void; isOver: boolean }
  useDraggable: (args: { id: string; data: Record<string, unknown>; disabled: boolean }) => {
    attributes: React.HTMLAttributes<HTMLElement>
    // biome-ignore lint/complexity/noBannedTypes: dnd-kit's own type for its listeners.
    listeners: Record<string, Function> | undefined
    setNodeRef: (element: HTMLElement | null) => void
    transform: { x: number; y: number } | null
    isDragging: boolean
  }
}

/** The board before dnd-kit is here: the same cards and columns, nothing moves yet. */
const STILL: DragKit = {
  DragBoard: ({ children }) => children,
  useDroppable: () => ({ setNodeRef: () => {}, isOver: false }),
  useDraggable: () => ({
    attributes: {},
    listeners: undefined,
    setNodeRef: () => {},
    transform: null,
    isDragging: false,
  }),
}

const useLoadedKit = onIntent(() => import('./board-drag').then((m) => m.kit))

/** Where keyboard focus was in the board: a card (or a column's own button) and which of its focusable elements. */
type FocusPlace = { selector: string; index: number }
const FOCUSABLE = 'a[href], button, input, [tabindex]:not([tabindex="-1"])'

function placeOf(element: HTMLElement): FocusPlace | null {
  const holder = element.closest<HTMLElement>('[data-application], [data-stage]')
  if (!holder) return null
  const selector = holder.dataset.application
    ? `[data-application="${holder.dataset.application}"]`
    : `[data-stage="${holder.dataset.stage}"]`
  return { selector, index: [...holder.querySelectorAll(FOCUSABLE)].indexOf(element) }
}

/**
 * Drag and drop for the board, loaded on intent (issue 22): the board draws at once with every
 * card, menu and link working (a card moves by its Move menu meanwhile), and dnd-kit loads when
 * the pointer first comes to the board. Its hooks replace the still ones when a card is first
 * pressed to be dragged, not as soon as the code is here: the columns are then drawn anew, which
 * would close a Move menu just opened by that same first tap. Keyboard focus stays on the element
 * it was on, and the press is passed on to the new card while the button is still down, so the
 * drag starts. `area`'s props go on an element around the columns.
 */
export function useDragKit() {
  const { module: fetched, request } = useLoadedKit()
  const [pressed, setPressed] = React.useState(false)
  const loaded = pressed ? fetched : undefined
  const area = React.useRef<HTMLDivElement>(null)
  const focus = React.useRef<FocusPlace | null>(null)
  const press = React.useRef<{ card: string; init: PointerEventInit } | null>(null)

  React.useEffect(() => {
    if (loaded) return
    const release = () => {
      press.current = null
    }
    window.addEventListener('pointerup', release)
    window.addEventListener('pointercancel', release)
    return () => {
      window.removeEventListener('pointerup', release)
      window.removeEventListener('pointercancel', release)
    }
  }, [loaded])

  React.useLayoutEffect(() => {
    if (!loaded || !area.current) return
    const root = area.current
    const was = focus.current
    const active = document.activeElement
    if (was && (!active || active === document.body)) {
      const holder = root.querySelector(was.selector)
      holder?.querySelectorAll<HTMLElement>(FOCUSABLE)[was.index]?.focus()
    }
    // dnd-kit registers its cards in effects: pass the press on once they have run.
    const frame = requestAnimationFrame(() => {
      const pressed = press.current
      press.current = null
      if (!pressed) return
      root
        .querySelector(`[data-application="${pressed.card}"] [data-drag-handle]`)
        ?.dispatchEvent(new PointerEvent('pointerdown', pressed.init))
    })
    return () => cancelAnimationFrame(frame)
  }, [loaded])

  const areaProps: React.HTMLAttributes<HTMLDivElement> & { ref: React.RefObject<HTMLDivElement | null> } = {
    ref: area,
    onPointerEnter: () => request(false),
    onFocus: (e) => {
      focus.current = placeOf(e.target)
    },
    onBlur: (e) => {
      // Leaving the board (not the board being drawn anew) forgets the place.
      if (e.target.isConnected && !area.current?.contains(e.relatedTarget as Node | null)) focus.current = null
    },
    onPointerDown: (e) => {
      if (loaded || e.button !== 0 || !e.isPrimary) return
      const card = (e.target as HTMLElement).closest<HTMLElement>('[data-drag-handle]')
        ? (e.target as HTMLElement).closest<HTMLElement>('[data-application]')?.dataset.application
        : undefined
      if (card) {
        setPressed(true)
        press.current = {
          card,
          init: {
            bubbles: true,
            cancelable: true,
            button: 0,
            buttons: 1,
            isPrimary: true,
            pointerId: e.pointerId,
            pointerType: e.pointerType,
            clientX: e.clientX,
            clientY: e.clientY,
          },
        }
      }
      request(false)
    },
  }
  return { kit: loaded ?? STILL, areaProps }
}
