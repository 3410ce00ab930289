import { Link } from "react-router";
import { can } from "@/shared/auth/permissions";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { errorMessage } from "@/web/lib/api-error";
import { useSession } from "@/web/lib/auth/use-session";
import { useAppointments } from "../api/get-appointments";
import { useShopCalendar } from "../api/get-shop-calendar";
import { useNow } from "@/web/lib/use-now";
import { clockAt, dayKeyAt, rangeOf } from "../utils/shop-time";
import { AppointmentStatusBadge } from "./appointment-status-badge";

/** The Dashboard's Today's Appointments: today in the shop's zone, soonest first; a technician's own. */
export function TodaysAppointmentsCard() {
  const session = useSession();
  const ownId = can(session.role, "calendar:manage") ? undefined : (session.profile?.userId ?? undefined);
  const shop = useShopCalendar();
  const zone = shop.data?.timeZone ?? "UTC";
  const now = useNow();
  const today = dayKeyAt(now, zone);
  const appointments = useAppointments(shop.data ? { ...rangeOf(today, today, zone), technicianId: ownId } : null);
  const list = [...(appointments.data ?? [])].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const error = shop.error ?? appointments.error;

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2>Today&apos;s Appointments</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {error ? (
          <p className="text-sm text-destructive">Appointments could not be loaded: {errorMessage(error)}</p>
        ) : !appointments.data ? (
          <p className="text-sm text-muted-foreground">Loading appointments...</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No appointments today.</p>
        ) : (
          <ul className="divide-y">
            {list.map((appointment) => (
              <li key={appointment.id} className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0">
                <time dateTime={appointment.startsAt} className="w-12 shrink-0 text-sm font-medium">
                  {clockAt(appointment.startsAt, zone)}
                </time>
                <div className="min-w-0 flex-1 text-sm break-words">
                  <p className="font-medium">{appointment.customerName}</p>
                  <p className="text-xs text-muted-foreground">{appointment.vehicleLabel}</p>
                </div>
                <AppointmentStatusBadge status={appointment.status} />
              </li>
            ))}
          </ul>
        )}
        <Link to="/calendar" className="text-sm font-medium underline-offset-4 hover:underline">
          Open the Calendar
        </Link>
      </CardContent>
    </Card>
  );
}
