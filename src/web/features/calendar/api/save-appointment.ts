import { useMutation, useQueryClient } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { Appointment, AppointmentFormValues } from "@/shared/schemas/appointments";
import { client } from "@/web/lib/api-client";
import { appointmentParam } from "./appointment-param";
import { calendarKeys } from "./calendar-keys";

/** POST /api/appointments, or PATCH /api/appointments/{id} of `existing` with the `updatedAt` the form opened with. */
export function useSaveAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ existing, values }: { existing: Pick<Appointment, "id" | "updatedAt"> | null; values: AppointmentFormValues }) => {
      const answer = existing
        ? await parseResponse(
            client.appointments[":appointmentId"].$patch({ ...appointmentParam(existing.id), json: { ...values, updatedAt: existing.updatedAt } }),
          )
        : await parseResponse(client.appointments.$post({ json: values }));
      return answer.appointment;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
