import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";

interface TicketsFooterProps {
  count: number;
  /** The server has older tickets beyond the loaded pages. */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** How many tickets are shown, and the way to the next (older) page. */
export function TicketsFooter({ count, hasMore, loadingMore, onLoadMore }: TicketsFooterProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {count} {count === 1 ? "ticket" : "tickets"}
        {hasMore ? "; older tickets are not loaded yet" : ""}
      </p>
      {hasMore ? (
        <Button type="button" variant="outline" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? <Spinner aria-label="Loading more tickets" /> : null}
          Load more
        </Button>
      ) : null}
    </div>
  );
}
