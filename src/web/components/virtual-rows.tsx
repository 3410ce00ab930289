import { useRef } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";

/** Up to this many rows a table is drawn whole; beyond it only the rows in its scroll box. */
const VIRTUALISE_ABOVE = 40;

interface VirtualRowsOptions {
  count: number;
  /** A row's height as drawn, in pixels; rows are measured too, this only spares a second pass. */
  rowHeight: number;
}

export interface VirtualRows {
  /** For the scroll box (at most 70vh tall) that holds the table. */
  scrollRef: React.RefObject<HTMLDivElement | null>;
  virtual: boolean;
  /** The list positions to draw, in order; key each row by its position. */
  indexes: number[];
  /** Heights of the spacer rows standing in for the rows above and below the window. */
  top: number;
  bottom: number;
  /** For each drawn row's (or card's) ref (with data-index set to its position) while virtual. */
  measureRef: ((element: Element | null) => void) | undefined;
}

/**
 * The rows a long table draws. Rows are meant to be keyed by their place in the list, not by
 * record: a search keystroke then rewrites the rows already on screen instead of unmounting and
 * mounting them all (several times cheaper), scrolling mounts only the rows coming into view,
 * and crossing the threshold keeps the same table.
 */
export function useVirtualRows({ count, rowHeight }: VirtualRowsOptions): VirtualRows {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = count > VIRTUALISE_ABOVE;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design.
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 5,
    enabled: virtual,
    // The scroll box is at most 70vh tall: sized up front, the first render already holds the
    // visible rows instead of rendering again once the box has been measured.
    initialRect: { width: 0, height: Math.round(window.innerHeight * 0.7) },
  });
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const first = items?.[0];
  const last = items?.at(-1);
  return {
    scrollRef,
    virtual,
    indexes: items ? items.map((item) => item.index) : Array.from({ length: count }, (_, index) => index),
    top: first ? first.start : 0,
    bottom: last ? virtualizer.getTotalSize() - last.end : 0,
    measureRef: virtual ? virtualizer.measureElement : undefined,
  };
}

/** Stands in for the rows outside the window; hidden from assistive technology. */
export function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={columnCount} style={{ height, padding: 0 }} />
    </tr>
  );
}

/** The scroll box of a long table: contained, so a keystroke's redraw stays inside it. */
export const VIRTUAL_SCROLL_BOX_CLASS = "max-h-[70vh] overflow-auto rounded-lg border [contain:content]";
