import { toast } from "sonner";
import type { Appointment } from "@/shared/schemas/appointments";
import { errorMessage } from "@/web/lib/api-error";
import { useMoveAppointment } from "../api/move-appointment";

export interface MoveTarget {
  startsAt: string;
  bayId: string | null;
  technicianId: string | null;
}

/**
 * Moves an appointment and tells the user how it went: the server's warnings in a toast (they also
 * stay on the block), or the reason it refused, with the block back where it was.
 */
export function useMoveWithFeedback() {
  const mutation = useMoveAppointment();
  function move(appointment: Appointment, target: MoveTarget, callbacks: { onDone?: () => void; onFailed?: (message: string) => void } = {}) {
    const unchanged =
      Date.parse(target.startsAt) === Date.parse(appointment.startsAt) && target.bayId === appointment.bayId && target.technicianId === appointment.technicianId;
    if (unchanged) {
      callbacks.onDone?.();
      return;
    }
    mutation.mutate(
      { appointment, move: { ...target, updatedAt: appointment.updatedAt } },
      {
        onSuccess: (moved) => {
          if (moved.warnings.length > 0) {
            toast.warning("Appointment moved, with warnings", { description: moved.warnings.map((warning) => warning.message).join(" ") });
          } else {
            toast.success("Appointment moved.");
          }
          callbacks.onDone?.();
        },
        onError: (error) => {
          toast.error("The appointment was not moved", { description: errorMessage(error) });
          callbacks.onFailed?.(errorMessage(error));
        },
      },
    );
  }
  return { move, isPending: mutation.isPending };
}
