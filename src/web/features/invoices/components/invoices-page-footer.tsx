import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";

interface InvoicesPageFooterProps {
  count: number;
  /** The server has older invoices beyond the loaded pages. */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** How many invoices are shown, and the way to the next (older) page. */
export function InvoicesPageFooter({ count, hasMore, loadingMore, onLoadMore }: InvoicesPageFooterProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {count} {count === 1 ? "invoice" : "invoices"}
        {hasMore ? "; older invoices are not loaded yet" : ""}
      </p>
      {hasMore ? (
        <Button type="button" variant="outline" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? <Spinner aria-label="Loading more invoices" /> : null}
          Load more
        </Button>
      ) : null}
    </div>
  );
}
