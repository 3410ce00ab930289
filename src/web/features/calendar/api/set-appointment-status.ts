import { useMutation, useQueryClient } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { z } from "zod";
import type { appointmentStatusSchema } from "@/shared/schemas/appointments";
import { client } from "@/web/lib/api-client";
import { appointmentParam } from "./appointment-param";
import { calendarKeys } from "./calendar-keys";

type StatusInput = z.input<typeof appointmentStatusSchema>;

/** PATCH /api/appointments/{id}/status: Confirm, Cancel, No-show. */
export function useSetAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: StatusInput & { id: string }) =>
      (await parseResponse(client.appointments[":appointmentId"].status.$patch({ ...appointmentParam(id), json: body }))).appointment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
