import type * as React from "react";
import { Spinner } from "@/web/components/ui/spinner";
import { useVirtualRows, VIRTUAL_SCROLL_BOX_CLASS } from "@/web/components/virtual-rows";
import { cn } from "@/web/lib/cn";

/** A card as drawn with three or four fields and a row of actions; cards are measured too. */
const CARD_HEIGHT = 190;

export interface ListCardsProps<Row> {
  rows: readonly Row[];
  /** The list's accessible name, e.g. "Job cards". */
  label: string;
  /** One card (a RecordCard); the list wraps it in its list item. */
  renderCard: (row: Row) => React.ReactNode;
  /** A stable key for a record; lists that are drawn by position (virtualised) leave it out. */
  rowKey?: (row: Row) => string;
  emptyMessage: React.ReactNode;
  loading?: boolean;
  loadingLabel?: string;
  /** The cards shown are for an earlier search or filter, kept until the new one answers. */
  updating?: boolean;
}

/**
 * A list's records as cards, for phones: a `<ul>` of `<li>`s. Long lists draw only the cards in
 * their scroll box, as the tables do.
 */
export function ListCards<Row>(props: ListCardsProps<Row>) {
  const { rows, label, renderCard, rowKey, emptyMessage, loading = false, loadingLabel, updating = false } = props;
  const { scrollRef, virtual, indexes, top, bottom, measureRef } = useVirtualRows({ count: loading ? 0 : rows.length, rowHeight: CARD_HEIGHT });
  if (loading) {
    return (
      <div className="flex h-24 items-center justify-center rounded-lg border">
        <Spinner aria-label={loadingLabel} className="size-6" />
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <p aria-busy={updating || undefined} className="rounded-lg border p-6 text-center text-sm text-muted-foreground aria-busy:opacity-60">
        {emptyMessage}
      </p>
    );
  }
  return (
    <div ref={scrollRef} className={cn(virtual && VIRTUAL_SCROLL_BOX_CLASS, virtual && "border-0")}>
      {/* role="list": Safari's VoiceOver drops the list semantics of a list without bullets. */}
      <ul
        role="list"
        aria-label={label}
        aria-busy={updating || undefined}
        className="transition-opacity aria-busy:opacity-60"
        style={virtual ? { paddingTop: top, paddingBottom: bottom } : undefined}
      >
        {indexes.map((index) => {
          const row = rows[index];
          if (row === undefined) return null;
          return (
            // The gap is padding, not margin, so a measured card includes it.
            <li key={rowKey && !virtual ? rowKey(row) : index} className="pb-2" data-index={virtual ? index : undefined} ref={measureRef}>
              {renderCard(row)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
