import type { CustomerSummary } from "@/shared/schemas/customers";
import { Spinner } from "@/web/components/ui/spinner";
import { phonesText } from "../utils/customer-contact";

function count(value: number, one: string, many = `${one}s`): string {
  return `${value} ${value === 1 ? one : many}`;
}

/** One customer of a merge, as it stands: contact details and what they hold. */
export function CustomerSide({ title, summary, loading }: { title: string; summary: CustomerSummary | undefined; loading: boolean }) {
  return (
    <section aria-label={title} className="grid content-start gap-2 rounded-lg border p-3 text-sm">
      <h3 className="font-medium">{title}</h3>
      {loading || !summary ? (
        <Spinner aria-label={`Loading ${title.toLowerCase()}`} />
      ) : (
        <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">Name</dt>
          <dd className="break-words">{summary.customer.name}</dd>
          <dt className="text-muted-foreground">Phones</dt>
          <dd className="break-words">{phonesText(summary.customer.phones) || "None"}</dd>
          <dt className="text-muted-foreground">Email</dt>
          <dd className="break-all">{summary.customer.email || "None"}</dd>
          <dt className="text-muted-foreground">Address</dt>
          <dd className="break-words">{summary.customer.address || "None"}</dd>
          <dt className="text-muted-foreground">Holds</dt>
          <dd>
            {[
              count(summary.vehicles.length, "vehicle"),
              count(summary.openTickets.length, "open ticket"),
              count(summary.repairOrders.length, "repair order"),
              count(summary.invoices.length, "invoice"),
            ].join(", ")}
          </dd>
        </dl>
      )}
    </section>
  );
}
