import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { appointmentBodySchema, type appointmentStatusSchema } from "@/shared/schemas/appointments";
import { calendarKeys } from "./calendar-keys";
import { fetchParsed } from "./fetch-parsed";

type StatusInput = z.input<typeof appointmentStatusSchema>;

/** PATCH /api/appointments/{id}/status: Confirm, Cancel, No-show. */
export function useSetAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: StatusInput & { id: string }) =>
      (await fetchParsed(appointmentBodySchema, `/api/appointments/${encodeURIComponent(id)}/status`, { method: "PATCH", body })).appointment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
