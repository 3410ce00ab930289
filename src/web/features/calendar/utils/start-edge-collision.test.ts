import type { ClientRect, DroppableContainer } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { startEdgeCollision } from "./start-edge-collision";

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({ left, top, width, height, right: left + width, bottom: top + height });

/** Two columns of 30-minute rows, 48 px high, 160 px wide: the day view's slots. */
const cells = ["bay-1", "bay-2"].flatMap((bay, column) =>
  ["15:00", "15:30", "16:00", "16:30"].map((time, row) => ({ id: `${bay}@${time}`, rect: rect(100 + column * 160, 200 + row * 48, 160, 48) })),
);
const droppableRects = new Map(cells.map((cell) => [cell.id, cell.rect]));
const droppableContainers = cells.map((cell) => ({ id: cell.id }) as unknown as DroppableContainer);

function landsOn(block: ClientRect): string[] {
  return startEdgeCollision({ active: {} as never, collisionRect: block, droppableRects, droppableContainers, pointerCoordinates: null }).map((hit) => String(hit.id));
}

describe("where a dragged appointment lands", () => {
  it("keeps a two-hour block's time when it is dropped straight into the next column", () => {
    // The block as drawn (2 px margin) in bay 1 at 15:00, moved 160 px right.
    expect(landsOn(rect(102 + 160, 202, 156, 188))).toEqual(["bay-2@15:00"]);
  });

  it("takes the row under the block's top edge when it is moved down", () => {
    expect(landsOn(rect(102, 202 + 50, 156, 188))).toEqual(["bay-1@15:30"]);
  });

  it("lands nowhere outside the grid", () => {
    expect(landsOn(rect(900, 202, 156, 188))).toEqual([]);
  });
});
