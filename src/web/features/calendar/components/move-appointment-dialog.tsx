import { useState, type FormEvent } from "react";
import type { Appointment } from "@/shared/schemas/appointments";
import type { Bay } from "@/shared/schemas/shop-calendar";
import type { Technician } from "@/shared/schemas/technician-responses";
import { SelectField } from "@/web/components/form/select-field";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { useMoveWithFeedback } from "../hooks/use-move-with-feedback";
import { isoFromLocalInput, localInputAt } from "../utils/shop-time";
import { AppointmentWarnings } from "./appointment-warnings";

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
  const technicianListed = technicians.some((technician) => technician.userId === appointment.technicianId);

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
      <TextField label="Start" type="datetime-local" value={startsAt} error={startError} onChange={(event) => setStartsAt(event.target.value)} />
      <SelectField label="Bay" value={bayId} onChange={(event) => setBayId(event.target.value)}>
        <option value="">No bay</option>
        {bays.map((bay) => (
          <option key={bay.id} value={bay.id}>
            {bay.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Technician" value={technicianId} onChange={(event) => setTechnicianId(event.target.value)}>
        <option value="">Unassigned</option>
        {!technicianListed && appointment.technicianId ? <option value={appointment.technicianId}>{appointment.technicianName ?? appointment.technicianId}</option> : null}
        {technicians.map((technician) => (
          <option key={technician.userId} value={technician.userId}>
            {technician.name || technician.email}
          </option>
        ))}
      </SelectField>
      <AppointmentWarnings warnings={appointment.warnings} />
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          Move
        </Button>
      </DialogFooter>
    </form>
  );
}
