import { useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import type { InvoiceStatus } from "@/shared/constants/invoices";
import { PageHeader } from "@/web/components/layout/page-header";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-error";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { showsEarlierSearch } from "@/web/lib/shows-earlier-search";
import { useSearchFromAddress } from "@/web/lib/use-search-from-address";
import { useInvoices } from "../api/list-invoices";
import { InvoiceFilters } from "./invoice-filters";
import { InvoicesPageFooter } from "./invoices-page-footer";
import { InvoicesTable } from "./invoices-table";

/** One request per pause in typing, not per key. */
const INVOICE_SEARCH_DEBOUNCE_MS = 250;

/** Invoices: newest first, searched and filtered on the server, a page at a time. */
export function InvoicesPage() {
  const [search, setSearch] = useSearchFromAddress();
  const [status, setStatus] = useState<InvoiceStatus | "">("");
  const debouncedSearch = useDebouncedValue(search.trim(), INVOICE_SEARCH_DEBOUNCE_MS);
  const invoices = useInvoices({ search: debouncedSearch, status });
  const rows = useMemo(() => invoices.data?.pages.flatMap((page) => page.invoices) ?? [], [invoices.data]);

  useEffect(() => {
    if (invoices.error) toast.error("Error fetching invoices", { description: errorMessage(invoices.error) });
  }, [invoices.error]);

  return (
    <div className="space-y-4">
      <PageHeader title="Invoices" description="Invoices are created from a job card's approved estimate. Open one to finalize it, print it or record a payment." />
      <InvoiceFilters
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={setStatus}
        onRefresh={() => void invoices.refetch()}
        // A new search showing the previous rows meanwhile is not a refresh.
        refreshing={invoices.isRefetching && !invoices.isPlaceholderData}
      />
      {invoices.isError && !invoices.data ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border py-12 text-center text-sm text-muted-foreground">
          <p>The invoices could not be loaded.</p>
          <Button type="button" variant="outline" onClick={() => void invoices.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <InvoicesTable
            invoices={rows}
            loading={invoices.isPending}
            updating={showsEarlierSearch(search, debouncedSearch, invoices)}
          />
          {invoices.isPending ? null : (
            <InvoicesPageFooter
              count={rows.length}
              hasMore={invoices.hasNextPage}
              loadingMore={invoices.isFetchingNextPage}
              onLoadMore={() => void invoices.fetchNextPage()}
            />
          )}
        </>
      )}
    </div>
  );
}
