import type { CollisionDetection } from "@dnd-kit/core";

/** How far below the dragged block's top edge its start is read: past the block's own margin, inside the slot it starts in. */
const START_PROBE_PX = 6;

/**
 * The slot a dragged appointment lands on is the one under its start: its top edge, in the column
 * under its middle. Dropped straight sideways it keeps its time; the usual rule (the slot it
 * covers most) would pick a middle row of a long block and move it later.
 */
export const startEdgeCollision: CollisionDetection = ({ collisionRect, droppableRects, droppableContainers }) => {
  const x = collisionRect.left + collisionRect.width / 2;
  const y = collisionRect.top + Math.min(START_PROBE_PX, collisionRect.height / 2);
  for (const container of droppableContainers) {
    const rect = droppableRects.get(container.id);
    if (rect && x >= rect.left && x < rect.right && y >= rect.top && y < rect.bottom) {
      return [{ id: container.id, data: { droppableContainer: container, value: 0 } }];
    }
  }
  return [];
};
