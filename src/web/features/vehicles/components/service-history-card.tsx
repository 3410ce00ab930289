import { useMemo } from "react";
import { Link } from "react-router";
import { statusLabel } from "@/shared/format/status-label";
import { formatMoney } from "@/shared/format/money";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { servicesStore } from "@/web/lib/local-store/collections";
import { useLocalCollection } from "@/web/lib/local-store/use-local-collection";
import { useCurrencySymbol } from "@/web/lib/use-currency-symbol";

const PREVIEW_LENGTH = 100;

function preview(description: string): string {
  return description.length > PREVIEW_LENGTH ? `${description.slice(0, PREVIEW_LENGTH)}…` : description;
}

/** The vehicle's services, newest first, each linking to its detail page. */
export function ServiceHistoryCard({ vehicleId }: { vehicleId: string }) {
  const services = useLocalCollection(servicesStore);
  const symbol = useCurrencySymbol();
  const history = useMemo(
    () =>
      services
        .filter((service) => service.vehicleId === vehicleId)
        .sort((a, b) => b.serviceDate.localeCompare(a.serviceDate)),
    [services, vehicleId],
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Service History</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {history.length === 0 ? (
          <p className="text-sm text-muted-foreground">No service history found for this vehicle.</p>
        ) : (
          <ul className="grid gap-2">
            {history.map((service) => (
              <li key={service.id}>
                <Link
                  to={`/services/${encodeURIComponent(service.id)}`}
                  className="block rounded-md border p-3 transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-medium">{service.type || "Service"}</span>
                    <span className="font-medium">{formatMoney(service.cost, symbol)}</span>
                  </div>
                  <div className="text-sm text-muted-foreground">
                    {service.serviceDate || "No date"} · {statusLabel(service.status)}
                  </div>
                  {service.description ? <p className="mt-1 text-sm">{preview(service.description)}</p> : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
