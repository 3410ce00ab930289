import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { Appointment, AppointmentMoveInput } from "@/shared/schemas/appointments";
import { client } from "@/web/lib/api-client";
import { appointmentParam } from "./appointment-param";
import { calendarKeys } from "./calendar-keys";

const rangesKey = [...calendarKeys.all, "range"];

function replaceIn(list: Appointment[] | undefined, appointment: Appointment): Appointment[] | undefined {
  return list?.map((candidate) => (candidate.id === appointment.id ? appointment : candidate));
}

/**
 * PATCH /api/appointments/{id}/move: another time, bay or technician. The block moves at once;
 * a refusal (a bay taken, a stale copy) puts every calendar back as it was, and the answer, with
 * the server's warnings, replaces the moved block.
 */
export function useMoveAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ appointment, move }: { appointment: Appointment; move: AppointmentMoveInput }) =>
      (await parseResponse(client.appointments[":appointmentId"].move.$patch({ ...appointmentParam(appointment.id), json: move }))).appointment,
    onMutate: async ({ appointment, move }) => {
      await queryClient.cancelQueries({ queryKey: rangesKey });
      const before: [QueryKey, Appointment[] | undefined][] = queryClient.getQueriesData<Appointment[]>({ queryKey: rangesKey });
      const length = Date.parse(appointment.endsAt) - Date.parse(appointment.startsAt);
      const moved: Appointment = {
        ...appointment,
        startsAt: move.startsAt,
        endsAt: new Date(Date.parse(move.startsAt) + length).toISOString(),
        bayId: move.bayId,
        technicianId: move.technicianId,
      };
      queryClient.setQueriesData<Appointment[]>({ queryKey: rangesKey }, (list) => replaceIn(list, moved));
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [key, list] of context?.before ?? []) queryClient.setQueryData(key, list);
    },
    onSuccess: (appointment) => {
      queryClient.setQueriesData<Appointment[]>({ queryKey: rangesKey }, (list) => replaceIn(list, appointment));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
