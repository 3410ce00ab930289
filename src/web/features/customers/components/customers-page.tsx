import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { PlusIcon } from "lucide-react";
import { toast } from "sonner";
import { PageHeader } from "@/web/components/layout/page-header";
import { SearchBox } from "@/web/components/list-toolbar/search-box";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-error";
import { showsEarlierSearch } from "@/web/lib/shows-earlier-search";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { useSearchFromAddress } from "@/web/lib/use-search-from-address";
import { useCustomers } from "../api/list-customers";
import { CustomerFormDialog } from "./customer-form-dialog";
import { CustomersPageFooter } from "./customers-page-footer";
import { CustomersTable } from "./customers-table";
import { UpgradeReportSection } from "./upgrade-report-section";

/** One request per pause in typing, not per key, as the other lists. */
const CUSTOMER_SEARCH_DEBOUNCE_MS = 250;

/** Customers: newest first, searched on the server (name, phone, e-mail, VIN), a page at a time. */
export function CustomersPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchFromAddress();
  const [adding, setAdding] = useState(false);
  const debouncedSearch = useDebouncedValue(search.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const customers = useCustomers(debouncedSearch);
  const rows = useMemo(() => customers.data?.pages.flatMap((page) => page.customers) ?? [], [customers.data]);

  useEffect(() => {
    if (customers.error) toast.error("Error fetching customers", { description: errorMessage(customers.error) });
  }, [customers.error]);

  return (
    <div className="space-y-4">
      <PageHeader
        title="Customers"
        description="Everyone the shop serves, with their vehicles, open work, invoices and balance due."
        actions={
          <Button type="button" onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" />
            New Customer
          </Button>
        }
      />
      <SearchBox
        label="Search customers"
        placeholder="Search customers (name, phone, e-mail, VIN)..."
        maxLength={100}
        value={search}
        onChange={setSearch}
      />
      {customers.isError && !customers.data ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border py-12 text-center text-sm text-muted-foreground">
          <p>The customers could not be loaded.</p>
          <Button type="button" variant="outline" onClick={() => void customers.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <CustomersTable customers={rows} loading={customers.isPending} updating={showsEarlierSearch(search, debouncedSearch, customers)} />
          {customers.isPending ? null : (
            <CustomersPageFooter
              count={rows.length}
              hasMore={customers.hasNextPage}
              loadingMore={customers.isFetchingNextPage}
              onLoadMore={() => void customers.fetchNextPage()}
            />
          )}
        </>
      )}
      <UpgradeReportSection />
      <CustomerFormDialog
        open={adding}
        onOpenChange={setAdding}
        onSaved={(customer) => void navigate(`/customers/${encodeURIComponent(customer.id)}`)}
      />
    </div>
  );
}
