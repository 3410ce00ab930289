import { useState } from "react";
import { toast } from "sonner";
import { ACTIVE_APPOINTMENT_STATUSES, type AppointmentStatus } from "@/shared/constants/customers";
import type { Appointment } from "@/shared/schemas/appointments";
import type { ShopCalendar } from "@/shared/schemas/shop-calendar";
import type { Technician } from "@/shared/schemas/technician-responses";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/lib/api-error";
import { useSetAppointmentStatus } from "../api/set-appointment-status";
import { clockAt, dayKeyAt, shortDayTitle } from "../utils/shop-time";
import { AppointmentStatusBadge } from "./appointment-status-badge";
import { AppointmentWarnings } from "./appointment-warnings";
import { CheckInDialog } from "./check-in-dialog";

interface AppointmentDetailsDialogProps {
  appointment: Appointment | null;
  calendar: ShopCalendar;
  technicians: readonly Technician[];
  canManage: boolean;
  onClose: () => void;
  onEdit: (appointment: Appointment) => void;
  onMove: (appointment: Appointment) => void;
}

const isActive = (status: AppointmentStatus) => (ACTIVE_APPOINTMENT_STATUSES as readonly AppointmentStatus[]).includes(status);

/** An appointment's details, and what staff do with it: Edit, Move, Confirm, Cancel, No-show, Check In. */
export function AppointmentDetailsDialog({ appointment, calendar, technicians, canManage, onClose, onEdit, onMove }: AppointmentDetailsDialogProps) {
  const [checkingIn, setCheckingIn] = useState<Appointment | null>(null);
  const status = useSetAppointmentStatus();
  const zone = calendar.timeZone;
  const when = (iso: string) => `${shortDayTitle(dayKeyAt(iso, zone))} ${clockAt(iso, zone)}`;
  const bayName = (id: string | null) => (id === null ? "No bay" : (calendar.bays.find((bay) => bay.id === id)?.name ?? id));

  function setStatus(next: "Confirmed" | "Cancelled" | "No-show") {
    if (!appointment) return;
    status.mutate(
      { id: appointment.id, status: next, updatedAt: appointment.updatedAt },
      {
        onSuccess: () => toast.success(`Appointment ${next === "No-show" ? "marked no-show" : next.toLowerCase()}.`),
        onError: (error) => toast.error("The appointment was not changed", { description: errorMessage(error) }),
      },
    );
  }

  return (
    <>
      <Dialog open={appointment !== null && checkingIn === null} onOpenChange={(open) => (open ? undefined : onClose())}>
        <DialogContent>
          {appointment ? (
            <>
              <DialogHeader>
                <DialogTitle>{appointment.customerName}</DialogTitle>
                <DialogDescription>
                  {when(appointment.startsAt)} to {clockAt(appointment.endsAt, zone)} ({zone})
                </DialogDescription>
              </DialogHeader>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Status</dt>
                <dd>
                  <AppointmentStatusBadge status={appointment.status} />
                </dd>
                <dt className="text-muted-foreground">Vehicle</dt>
                <dd className="break-words">
                  {appointment.vehicleLabel}
                  {appointment.vin ? ` · ${appointment.vin}` : ""}
                </dd>
                {appointment.customerPhone ? (
                  <>
                    <dt className="text-muted-foreground">Phone</dt>
                    <dd>{appointment.customerPhone}</dd>
                  </>
                ) : null}
                {appointment.customerEmail ? (
                  <>
                    <dt className="text-muted-foreground">E-mail</dt>
                    <dd className="break-words">{appointment.customerEmail}</dd>
                  </>
                ) : null}
                <dt className="text-muted-foreground">Requested work</dt>
                <dd className="break-words">{appointment.requestedWork}</dd>
                <dt className="text-muted-foreground">Expected hours</dt>
                <dd>{appointment.expectedHours}</dd>
                <dt className="text-muted-foreground">Bay</dt>
                <dd>{bayName(appointment.bayId)}</dd>
                <dt className="text-muted-foreground">Technician</dt>
                <dd>{appointment.technicianName ?? "Unassigned"}</dd>
                {appointment.dropOffAt ? (
                  <>
                    <dt className="text-muted-foreground">Drop-off</dt>
                    <dd>{when(appointment.dropOffAt)}</dd>
                  </>
                ) : null}
                {appointment.promisedAt ? (
                  <>
                    <dt className="text-muted-foreground">Promised</dt>
                    <dd>{when(appointment.promisedAt)}</dd>
                  </>
                ) : null}
                {appointment.notes ? (
                  <>
                    <dt className="text-muted-foreground">Notes</dt>
                    <dd className="break-words">{appointment.notes}</dd>
                  </>
                ) : null}
              </dl>
              <AppointmentWarnings warnings={appointment.warnings} />
              {canManage && isActive(appointment.status) ? (
                <DialogFooter className="flex-wrap sm:justify-start">
                  <Button type="button" variant="outline" onClick={() => onEdit(appointment)}>
                    Edit
                  </Button>
                  <Button type="button" variant="outline" onClick={() => onMove(appointment)}>
                    Move
                  </Button>
                  {appointment.status !== "Confirmed" ? (
                    <Button type="button" variant="outline" disabled={status.isPending} onClick={() => setStatus("Confirmed")}>
                      Confirm
                    </Button>
                  ) : null}
                  <Button type="button" variant="outline" disabled={status.isPending} onClick={() => setStatus("Cancelled")}>
                    Cancel
                  </Button>
                  <Button type="button" variant="outline" disabled={status.isPending} onClick={() => setStatus("No-show")}>
                    No-show
                  </Button>
                  <Button type="button" onClick={() => setCheckingIn(appointment)}>
                    Check In
                  </Button>
                </DialogFooter>
              ) : null}
            </>
          ) : null}
        </DialogContent>
      </Dialog>
      <CheckInDialog
        appointment={checkingIn}
        technicians={technicians}
        onClose={() => setCheckingIn(null)}
        onDone={() => {
          setCheckingIn(null);
          onClose();
        }}
      />
    </>
  );
}
