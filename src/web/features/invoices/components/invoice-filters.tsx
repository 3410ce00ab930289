import { useId } from "react";
import { RefreshCwIcon } from "lucide-react";
import { INVOICE_STATUSES, type InvoiceStatus } from "@/shared/constants/invoices";
import { SearchBox } from "@/web/components/list-toolbar/search-box";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/web/components/ui/native-select";
import { cn } from "@/web/lib/cn";

interface InvoiceFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: InvoiceStatus | "";
  onStatusChange: (value: InvoiceStatus | "") => void;
  onRefresh: () => void;
  refreshing: boolean;
}

function isInvoiceStatus(value: string): value is InvoiceStatus {
  return (INVOICE_STATUSES as readonly string[]).includes(value);
}

/** The Invoices page's search box, its Status filter (All or one status) and Refresh. */
export function InvoiceFilters({ search, onSearchChange, status, onStatusChange, onRefresh, refreshing }: InvoiceFiltersProps) {
  const statusId = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SearchBox
        label="Search invoices"
        placeholder="Search invoices (number, customer, VIN)..."
        maxLength={200}
        value={search}
        onChange={onSearchChange}
      />
      <div className="grid gap-1">
        <Label htmlFor={statusId}>Status</Label>
        <NativeSelect
          id={statusId}
          wrapperClassName="w-44"
          value={status}
          onChange={(event) => onStatusChange(isInvoiceStatus(event.target.value) ? event.target.value : "")}
        >
          <NativeSelectOption value="">All</NativeSelectOption>
          {INVOICE_STATUSES.map((choice) => (
            <NativeSelectOption key={choice} value={choice}>
              {choice}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <Button type="button" variant="outline" onClick={onRefresh} disabled={refreshing}>
        <RefreshCwIcon aria-hidden="true" className={cn(refreshing && "animate-spin")} />
        Refresh
      </Button>
    </div>
  );
}
