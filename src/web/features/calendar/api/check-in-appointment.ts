import { useMutation, useQueryClient } from "@tanstack/react-query";
import { appointmentCheckInResultSchema, type AppointmentCheckInInput } from "@/shared/schemas/appointments";
import { calendarKeys } from "./calendar-keys";
import { fetchParsed } from "./fetch-parsed";

/** POST /api/appointments/{id}/check-in: into a ticket, or a repair order for a technician. */
export function useCheckInAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AppointmentCheckInInput }) =>
      fetchParsed(appointmentCheckInResultSchema, `/api/appointments/${encodeURIComponent(id)}/check-in`, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
