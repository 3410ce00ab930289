import { Link } from "react-router";
import { can } from "@/shared/auth/permissions";
import { INVOICE_STATUS_COLOURS } from "@/shared/constants/invoices";
import type { InvoiceSummary } from "@/shared/schemas/invoices";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { useSession } from "@/web/lib/auth/use-session";
import { localDateKey } from "@/web/lib/date-keys";
import { useFormatCents } from "@/web/lib/use-format-cents";
import { useVehicleInvoices, VEHICLE_INVOICES_LIMIT } from "../api/list-invoices";

/** The vehicle's invoices, newest first, for the staff who handle invoices. */
export function VehicleInvoices({ vin }: { vin: string }) {
  const { role } = useSession();
  const allowed = can(role, "invoices:manage");
  const invoices = useVehicleInvoices(vin, { enabled: allowed });
  if (!allowed) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Invoices</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!vin.trim() ? (
          <p className="text-sm text-muted-foreground">Add the vehicle&apos;s VIN to see its invoices.</p>
        ) : invoices.data ? (
          invoices.data.invoices.length === 0 ? (
            <p className="text-sm text-muted-foreground">No invoices for this vehicle.</p>
          ) : (
            <>
              <ul className="grid gap-2" aria-label="Invoices for this vehicle">
                {invoices.data.invoices.map((invoice) => (
                  <VehicleInvoiceItem key={invoice.id} invoice={invoice} />
                ))}
              </ul>
              {invoices.data.nextCursor ? (
                <p className="mt-2 text-sm text-muted-foreground">
                  The newest {VEHICLE_INVOICES_LIMIT} are shown.{" "}
                  <Link to={`/invoices?search=${encodeURIComponent(vin.trim())}`} className="font-medium underline underline-offset-4">
                    All of this vehicle&apos;s invoices
                  </Link>
                </p>
              ) : null}
            </>
          )
        ) : invoices.isError ? (
          <p className="text-sm text-muted-foreground">{invoices.error.message}</p>
        ) : (
          <Spinner aria-label="Loading invoices" />
        )}
      </CardContent>
    </Card>
  );
}

function VehicleInvoiceItem({ invoice }: { invoice: InvoiceSummary }) {
  const money = useFormatCents();
  return (
    <li>
      <Link
        to={`/invoices/${encodeURIComponent(invoice.id)}`}
        className="block rounded-md border p-3 transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 flex-1 font-medium break-words">{invoice.number ?? "Draft Invoice"}</span>
          <Badge variant={INVOICE_STATUS_COLOURS[invoice.status]}>{invoice.status}</Badge>
        </div>
        <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-muted-foreground">
          <span>{invoice.invoiceDate ?? localDateKey(new Date(invoice.createdAt))}</span>
          <span>Total {money(invoice.totalCents)}</span>
          <span>Balance {money(invoice.balanceDueCents)}</span>
        </p>
      </Link>
    </li>
  );
}
