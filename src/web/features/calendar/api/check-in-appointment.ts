import { useMutation, useQueryClient } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { AppointmentCheckInInput } from "@/shared/schemas/appointments";
import { client } from "@/web/lib/api-client";
import { appointmentParam } from "./appointment-param";
import { calendarKeys } from "./calendar-keys";

/** POST /api/appointments/{id}/check-in: into a ticket, or a repair order for a technician. */
export function useCheckInAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AppointmentCheckInInput }) =>
      parseResponse(client.appointments[":appointmentId"]["check-in"].$post({ ...appointmentParam(id), json: body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
