import { useMemo, useState } from "react";
import type { Customer } from "@/shared/schemas/customers";
import { SearchBox } from "@/web/components/list-toolbar/search-box";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { useCustomers } from "../api/list-customers";
import { phonesText } from "../utils/customer-contact";

const SEARCH_DEBOUNCE_MS = 250;

/** Finds a customer by search and hands it back; `excludeId` (the customer already chosen) is not offered. */
export function ChooseCustomer({ excludeId, onChoose }: { excludeId: string; onChoose: (customer: Customer) => void }) {
  const [search, setSearch] = useState("");
  const asked = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useCustomers(asked, { enabled: asked !== "" });
  const options = useMemo(
    () => (found.data?.pages.flatMap((page) => page.customers) ?? []).filter((customer) => customer.id !== excludeId),
    [found.data, excludeId],
  );
  return (
    <div className="grid gap-2">
      <SearchBox label="Search for the other customer" placeholder="Name, phone, e-mail or VIN..." maxLength={100} value={search} onChange={setSearch} />
      {asked === "" ? null : found.isPending ? (
        <Spinner aria-label="Searching customers" />
      ) : options.length === 0 ? (
        <p className="text-sm text-muted-foreground">No other customer matches.</p>
      ) : (
        <ul role="list" aria-label="Matching customers" className="grid max-h-56 gap-1 overflow-y-auto">
          {options.map((customer) => (
            <li key={customer.id}>
              <Button
                type="button"
                variant="ghost"
                className="h-auto min-h-11 w-full justify-start text-left whitespace-normal"
                aria-label={`Choose ${customer.name}`}
                onClick={() => onChoose(customer)}
              >
                <span className="grid">
                  <span className="font-medium">{customer.name}</span>
                  <span className="text-xs text-muted-foreground">{[phonesText(customer.phones), customer.email].filter(Boolean).join(" · ")}</span>
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
