import { useState } from "react";
import { Link } from "react-router";
import type { CustomerUpgradeReport } from "@/shared/schemas/customers";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { formatDateTime } from "@/web/lib/format-date-time";
import { useCustomer } from "../api/get-customer";
import { useUpgradeReport } from "../api/get-upgrade-report";
import { CustomerLink } from "./customer-link";
import { MergeCustomersDialog } from "./merge-customers-dialog";

type LeftRecord = CustomerUpgradeReport["left"][number];

const KIND_NAMES: Record<LeftRecord["kind"], string> = { vehicle: "Vehicle", ticket: "Ticket", "job-card": "Repair order", invoice: "Invoice" };

/** Where a record the upgrade left opens, to give it its customer by hand. */
function leftHref(record: LeftRecord): string {
  const id = encodeURIComponent(record.id);
  switch (record.kind) {
    case "vehicle":
      return `/vehicles/${id}`;
    case "ticket":
      return `/service-tickets?search=${id}`;
    case "job-card":
      return `/jobcards/${id}`;
    case "invoice":
      return `/invoices/${id}`;
  }
}

/** A customer of a possible duplicate, by name once read (the report carries only ids). */
function CustomerNameLink({ customerId }: { customerId: string }) {
  const customer = useCustomer(customerId);
  return <CustomerLink customerId={customerId}>{customer.data?.name ?? "Customer"}</CustomerLink>;
}

/** What the upgrade from free-text customers matched, what it left for a person and the possible duplicates. */
export function UpgradeReport({ canMerge }: { canMerge: boolean }) {
  const report = useUpgradeReport();
  const [merging, setMerging] = useState<readonly [string, string] | null>(null);
  if (report.isPending) return <Spinner aria-label="Loading the upgrade report" />;
  if (report.isError) {
    return (
      <div className="grid justify-items-start gap-2 text-sm text-muted-foreground">
        <p>The upgrade report could not be loaded. {report.error.message}</p>
        <Button type="button" variant="outline" onClick={() => void report.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { ranAt, created, linked, matchedOn, left, possibleDuplicates } = report.data;
  if (!ranAt) return <p className="text-sm text-muted-foreground">The upgrade has not run: there were no earlier records to match.</p>;

  return (
    <div className="grid gap-4 text-sm">
      <p>
        The upgrade ran on {formatDateTime(ranAt)}. It made {created} {created === 1 ? "customer" : "customers"} from the names typed on earlier
        records and linked {linked.vehicles} vehicles, {linked.tickets} tickets, {linked.jobCards} repair orders and {linked.invoices} invoices.
      </p>
      {/* A dl takes no name of its own (axe), so the group names it. */}
      <div role="group" aria-label="Matched on">
        <dl className="grid grid-cols-3 gap-2 sm:max-w-md">
          {(
            [
              ["Email", matchedOn.email],
              ["Phone", matchedOn.phone],
              ["Name", matchedOn.name],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-lg border p-2 text-center">
              <dt className="text-muted-foreground">Matched on {label.toLowerCase()}</dt>
              <dd className="text-lg font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <section aria-label="Left for a person" className="grid gap-2">
        <h3 className="font-medium">Left for a person ({left.length})</h3>
        {left.length === 0 ? (
          <p className="text-muted-foreground">Every earlier record was matched.</p>
        ) : (
          <ul role="list" className="grid gap-1">
            {left.map((record) => (
              <li key={`${record.kind}:${record.id}`} className="flex flex-wrap gap-x-2">
                <Link to={leftHref(record)} className="underline underline-offset-4">
                  {KIND_NAMES[record.kind]} of “{record.customerText}”
                </Link>
                <span className="text-muted-foreground">{record.reason}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Possible duplicates" className="grid gap-2">
        <h3 className="font-medium">Possible duplicates ({possibleDuplicates.length})</h3>
        {possibleDuplicates.length === 0 ? (
          <p className="text-muted-foreground">No customers look alike.</p>
        ) : (
          <ul role="list" className="grid gap-2">
            {possibleDuplicates.map(({ customerIds, reason }, index) => (
              <li key={customerIds.join(":")} className="flex flex-wrap items-center gap-2">
                <CustomerNameLink customerId={customerIds[0]} />
                <span aria-hidden="true">and</span>
                <CustomerNameLink customerId={customerIds[1]} />
                <span className="text-muted-foreground">{reason}</span>
                {canMerge ? (
                  <Button type="button" variant="outline" size="sm" aria-label={`Merge Customers, pair ${index + 1}`} onClick={() => setMerging(customerIds)}>
                    Merge Customers
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {merging ? <MergeCustomersDialog open onOpenChange={(open) => (open ? undefined : setMerging(null))} customerId={merging[0]} otherId={merging[1]} /> : null}
    </div>
  );
}
