import { DndContext, PointerSensor, useDraggable, useDroppable, useSensor, useSensors } from '@dnd-kit/core'
import type { DragBoardProps, DragKit } from './board-drag-kit'

/**
 * The board's drag and drop: dnd-kit (~12 KB gzip), loaded when the pointer first comes to the
 * board (./board-drag-kit.tsx), not with the job's page. A card moves once dragged 6 px.
 */
function DragBoard({ children, ...handlers }: DragBoardProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }))
  return (
    <DndContext sensors={sensors} {...handlers}>
      {children}
    </DndContext>
  )
}

export const kit = { DragBoard, useDraggable, useDroppable } satisfies DragKit
