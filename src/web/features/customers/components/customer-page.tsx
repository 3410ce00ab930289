import { useState } from "react";
import { Link } from "react-router";
import { ArrowLeftIcon, PencilIcon, Trash2Icon } from "lucide-react";
import type { CustomerSummary } from "@/shared/schemas/customers";
import { PageHeader } from "@/web/components/layout/page-header";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { ApiError } from "@/web/lib/api-error";
import { useCan } from "@/web/lib/auth/use-can";
import { formatDate } from "@/web/lib/format-date-time";
import { useFormatCents } from "@/web/lib/use-format-cents";
import { useCustomerSummary } from "../api/get-customer-summary";
import { phonesText } from "../utils/customer-contact";
import { CustomerFormDialog } from "./customer-form-dialog";
import { CustomerRecordsCard } from "./customer-records-card";
import { CustomerRemindersCard } from "./customer-reminders-card";
import { CustomerVehiclesCard } from "./customer-vehicles-card";
import { EraseCustomerDialog } from "./erase-customer-dialog";
import { MergeCustomersDialog } from "./merge-customers-dialog";

const BACK_LINK = (
  <Button asChild variant="ghost" size="sm" className="-ml-2">
    <Link to="/customers">
      <ArrowLeftIcon aria-hidden="true" />
      Customers
    </Link>
  </Button>
);

/**
 * A customer's page: details, vehicles, open tickets, repair orders and invoices with the balance
 * due, from one summary that change events refresh (theirs and their records'); then the
 * reminders mailed to them, for those who manage reminders.
 */
export function CustomerPage({ customerId }: { customerId: string }) {
  const summary = useCustomerSummary(customerId);
  if (summary.data) return <CustomerPageBody summary={summary.data} />;
  if (summary.error instanceof ApiError && summary.error.status === 404) {
    return (
      <div className="mx-auto max-w-md space-y-4 py-12 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">Customer Not Found</h1>
        <p className="text-muted-foreground">This customer does not exist. They may have been merged into another or erased.</p>
        <Button asChild variant="outline">
          <Link to="/customers">Back to Customers</Link>
        </Button>
      </div>
    );
  }
  if (summary.error) {
    return (
      <div className="space-y-4">
        {BACK_LINK}
        <div className="flex flex-col items-center gap-3 rounded-lg border py-12 text-center text-sm text-muted-foreground">
          <p>The customer could not be loaded. {summary.error.message}</p>
          <Button type="button" variant="outline" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex justify-center py-12">
      <Spinner aria-label="Loading customer" className="size-6" />
    </div>
  );
}

function CustomerPageBody({ summary }: { summary: CustomerSummary }) {
  const { customer } = summary;
  const money = useFormatCents();
  const canMerge = useCan("customers:merge");
  const canErase = useCan("customers:erase");
  const canSeeReminders = useCan("reminders:manage");
  const [dialog, setDialog] = useState<"edit" | "merge" | "erase" | null>(null);
  const closeOn = (open: boolean) => (open ? undefined : setDialog(null));
  const details = [
    { label: "Phone Numbers", value: phonesText(customer.phones) },
    { label: "Email", value: customer.email },
    { label: "Address", value: customer.address },
    { label: "Preferred Contact", value: customer.preferredContact },
    { label: "Reminders", value: remindersText(customer) },
    { label: "Notes", value: customer.notes },
  ];

  return (
    <div className="space-y-4">
      {BACK_LINK}
      <PageHeader
        title={customer.name}
        description={`Customer since ${formatDate(customer.createdAt)}`}
        actions={
          <>
            <Button type="button" variant="outline" onClick={() => setDialog("edit")}>
              <PencilIcon aria-hidden="true" />
              Edit
            </Button>
            {canMerge ? (
              <Button type="button" variant="outline" onClick={() => setDialog("merge")}>
                Merge Customers
              </Button>
            ) : null}
            {canErase ? (
              <Button type="button" variant="destructive" onClick={() => setDialog("erase")}>
                <Trash2Icon aria-hidden="true" />
                Erase Customer
              </Button>
            ) : null}
          </>
        }
      />
      {customer.remindersStoppedAt ? (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          Reminders stopped on {formatDate(customer.remindersStoppedAt)}. The customer used the link in a reminder mail.
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>
              <h2>Details</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {details.map((item) => (
                <div key={item.label} className="min-w-0">
                  <dt className="text-sm text-muted-foreground">{item.label}</dt>
                  <dd className="font-medium break-words whitespace-pre-line">{item.value || "N/A"}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Balance Due</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-2xl font-semibold tabular-nums" aria-label={`Balance due ${money(summary.balanceDueCents)}`}>
              {money(summary.balanceDueCents)}
            </p>
            <p className="text-sm text-muted-foreground">Finalized invoices not yet paid.</p>
          </CardContent>
        </Card>
      </div>
      <CustomerVehiclesCard customerId={customer.id} vehicles={summary.vehicles} />
      <div className="grid gap-4 lg:grid-cols-3">
        <CustomerRecordsCard
          title="Open Tickets"
          lines={summary.openTickets}
          emptyMessage="No open tickets."
          href={(line) => `/service-tickets?search=${encodeURIComponent(line.id)}`}
          linkLabel={(line) => `Open ticket ${line.label}`}
        />
        <CustomerRecordsCard
          title="Repair Orders"
          lines={summary.repairOrders}
          emptyMessage="No repair orders."
          href={(line) => `/jobcards/${encodeURIComponent(line.id)}`}
          linkLabel={(line) => `Open repair order ${line.label}`}
        />
        <CustomerRecordsCard
          title="Invoices"
          lines={summary.invoices}
          emptyMessage="No invoices."
          href={(line) => `/invoices/${encodeURIComponent(line.id)}`}
          linkLabel={(line) => `Open invoice ${line.label}`}
          extra={(line) => (
            <>
              <div>Total {money(line.totalCents)}</div>
              <div className="text-muted-foreground">Balance {money(line.balanceCents)}</div>
            </>
          )}
        />
      </div>
      {canSeeReminders ? <CustomerRemindersCard customer={customer} /> : null}
      <CustomerFormDialog open={dialog === "edit"} onOpenChange={closeOn} customer={customer} />
      {canMerge ? <MergeCustomersDialog open={dialog === "merge"} onOpenChange={closeOn} customerId={customer.id} /> : null}
      {canErase ? <EraseCustomerDialog open={dialog === "erase"} onOpenChange={closeOn} customer={customer} /> : null}
    </div>
  );
}

function remindersText(customer: CustomerSummary["customer"]): string {
  if (customer.remindersStoppedAt) return `Stopped on ${formatDate(customer.remindersStoppedAt)}`;
  return customer.remindersAgreed ? "Agrees to reminders" : "No reminders";
}
