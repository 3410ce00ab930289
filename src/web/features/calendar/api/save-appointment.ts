import { useMutation, useQueryClient } from "@tanstack/react-query";
import { appointmentBodySchema, type AppointmentFormValues } from "@/shared/schemas/appointments";
import { calendarKeys } from "./calendar-keys";
import { fetchParsed } from "./fetch-parsed";

/** POST /api/appointments, or PATCH /api/appointments/{id} with the `updatedAt` the form opened with. */
export function useSaveAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, updatedAt, values }: { id?: string; updatedAt?: string; values: AppointmentFormValues }) =>
      (
        await fetchParsed(
          appointmentBodySchema,
          id ? `/api/appointments/${encodeURIComponent(id)}` : "/api/appointments",
          id ? { method: "PATCH", body: { ...values, updatedAt } } : { method: "POST", body: values },
        )
      ).appointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
