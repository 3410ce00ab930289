import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { Appointment } from "@/shared/schemas/appointments";
import type { Technician } from "@/shared/schemas/technician-responses";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/lib/api-error";
import { useCheckInAppointment } from "../api/check-in-appointment";
import { TechnicianField } from "./technician-field";
import { AlertMessage } from "@/web/components/ui/alert-message";

interface CheckInDialogProps {
  appointment: Appointment | null;
  technicians: readonly Technician[];
  onClose: () => void;
  onDone: () => void;
}

/** Check In: the appointment becomes a ticket, or a repair order for a technician, whose page opens. */
export function CheckInDialog({ appointment, technicians, onClose, onDone }: CheckInDialogProps) {
  return (
    <Dialog open={appointment !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>{appointment ? <CheckInForm key={appointment.id} appointment={appointment} technicians={technicians} onClose={onClose} onDone={onDone} /> : null}</DialogContent>
    </Dialog>
  );
}

function CheckInForm({ appointment, technicians, onClose, onDone }: CheckInDialogProps & { appointment: Appointment }) {
  const [into, setInto] = useState<"ticket" | "repair-order">("repair-order");
  const [technicianId, setTechnicianId] = useState(appointment.technicianId ?? "");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const checkIn = useCheckInAppointment();
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (into === "repair-order" && !technicianId) {
      setError("Please assign a service technician");
      return;
    }
    setError(undefined);
    setFailure(null);
    const body =
      into === "ticket"
        ? { into: "ticket" as const, updatedAt: appointment.updatedAt }
        : { into: "repair-order" as const, assignedTechnicianId: technicianId, updatedAt: appointment.updatedAt };
    checkIn.mutate(
      { id: appointment.id, body },
      {
        onSuccess: (answer) => {
          toast.success("Checked in.");
          onDone();
          if (answer.jobCard) void navigate(`/jobcards/${encodeURIComponent(answer.jobCard.id)}`);
          else if (answer.ticket) void navigate(`/service-tickets?search=${encodeURIComponent(answer.ticket.id)}`);
        },
        onError: (failed) => {
          setFailure(errorMessage(failed));
          toast.error("The appointment was not checked in", { description: errorMessage(failed) });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Check In</DialogTitle>
        <DialogDescription>
          {appointment.customerName}, {appointment.vehicleLabel}: the customer, vehicle and requested work carry over.
        </DialogDescription>
      </DialogHeader>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Check in as</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="into" value="repair-order" checked={into === "repair-order"} onChange={() => setInto("repair-order")} />
          Repair Order
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="into" value="ticket" checked={into === "ticket"} onChange={() => setInto("ticket")} />
          Ticket
        </label>
      </fieldset>
      {into === "repair-order" ? (
        <TechnicianField
          label="Assigned Technician"
          noneLabel="Select a technician"
          technicians={technicians}
          value={technicianId}
          error={error}
          onChange={setTechnicianId}
        />
      ) : null}
      <AlertMessage>{failure}</AlertMessage>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Back
        </Button>
        <Button type="submit" disabled={checkIn.isPending}>
          Check In
        </Button>
      </DialogFooter>
    </form>
  );
}
