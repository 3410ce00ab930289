import { useState, type FormEvent } from "react";
import type { Appointment } from "@/shared/schemas/appointments";
import type { Bay } from "@/shared/schemas/shop-calendar";
import type { Technician } from "@/shared/schemas/technician-responses";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { useMoveWithFeedback } from "../hooks/use-move-with-feedback";
import { isoFromLocalInput, localInputAt } from "../utils/shop-time";
import { AppointmentWarnings } from "./appointment-warnings";
import { BayField } from "./bay-field";
import { DateTimeField } from "./date-time-field";
import { TechnicianField } from "./technician-field";
import { AlertMessage } from "@/web/components/ui/alert-message";

interface MoveAppointmentDialogProps {
  appointment: Appointment | null;
  bays: readonly Bay[];
  technicians: readonly Technician[];
  timeZone: string;
  onClose: () => void;
}

/** Moving without a mouse: a new start (on the shop's clock), bay and technician. */
export function MoveAppointmentDialog({ appointment, bays, technicians, timeZone, onClose }: MoveAppointmentDialogProps) {
  return (
    <Dialog open={appointment !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {appointment ? <MoveForm key={appointment.id} appointment={appointment} bays={bays} technicians={technicians} timeZone={timeZone} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function MoveForm({ appointment, bays, technicians, timeZone, onClose }: MoveAppointmentDialogProps & { appointment: Appointment }) {
  const [startsAt, setStartsAt] = useState(localInputAt(appointment.startsAt, timeZone));
  const [bayId, setBayId] = useState(appointment.bayId ?? "");
  const [technicianId, setTechnicianId] = useState(appointment.technicianId ?? "");
  const [failure, setFailure] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | undefined>();
  const { move, isPending } = useMoveWithFeedback();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(startsAt)) {
      setStartError("Start time must be a date and time.");
      return;
    }
    setStartError(undefined);
    setFailure(null);
    move(
      appointment,
      { startsAt: isoFromLocalInput(startsAt, timeZone), bayId: bayId || null, technicianId: technicianId || null },
      { onDone: onClose, onFailed: setFailure },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Move Appointment</DialogTitle>
        <DialogDescription>
          {appointment.customerName}, {appointment.vehicleLabel}. Times are the shop's ({timeZone}).
        </DialogDescription>
      </DialogHeader>
      <DateTimeField label="Start" value={startsAt} error={startError} onChange={setStartsAt} />
      <BayField bays={bays} value={bayId} onChange={setBayId} />
      <TechnicianField
        label="Technician"
        noneLabel="Unassigned"
        technicians={technicians}
        value={technicianId}
        onChange={setTechnicianId}
        current={{ id: appointment.technicianId, name: appointment.technicianName }}
      />
      <AppointmentWarnings warnings={appointment.warnings} />
      <AlertMessage>{failure}</AlertMessage>
      <FormDialogFooter pending={isPending}>Move</FormDialogFooter>
    </form>
  );
}
