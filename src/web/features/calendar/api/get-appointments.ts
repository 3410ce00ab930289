import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { calendarKeys } from "./calendar-keys";

export interface AppointmentRange {
  from: string;
  to: string;
  /** A technician asks for their own; the server gives them no others either way. */
  technicianId?: string;
}

/** GET /api/appointments: those overlapping [from, to). */
export function appointmentsQueryOptions({ from, to, technicianId }: AppointmentRange) {
  const query = { from, to, technicianId: technicianId || undefined };
  return queryOptions({
    queryKey: calendarKeys.range(from, to, technicianId),
    queryFn: async ({ signal }) => (await parseResponse(client.appointments.$get({ query }, { init: { signal } }))).appointments,
  });
}

export function useAppointments(range: AppointmentRange | null) {
  return useQuery({ ...appointmentsQueryOptions(range ?? { from: "", to: "" }), enabled: range !== null });
}
