import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";

interface CustomersPageFooterProps {
  count: number;
  /** The server has more customers beyond the loaded pages. */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** How many customers are shown, and the way to the next page. */
export function CustomersPageFooter({ count, hasMore, loadingMore, onLoadMore }: CustomersPageFooterProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {count} {count === 1 ? "customer" : "customers"}
        {hasMore ? "; more are not loaded yet" : ""}
      </p>
      {hasMore ? (
        <Button type="button" variant="outline" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? <Spinner aria-label="Loading more customers" /> : null}
          Load more
        </Button>
      ) : null}
    </div>
  );
}
