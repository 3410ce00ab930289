import { queryOptions, useQuery } from "@tanstack/react-query";
import { appointmentListSchema } from "@/shared/schemas/appointments";
import { calendarKeys } from "./calendar-keys";
import { fetchParsed } from "./fetch-parsed";

export interface AppointmentRange {
  from: string;
  to: string;
  /** A technician asks for their own; the server gives them no others either way. */
  technicianId?: string;
}

/** GET /api/appointments: those overlapping [from, to). */
export function appointmentsQueryOptions({ from, to, technicianId }: AppointmentRange) {
  const query = new URLSearchParams({ from, to, ...(technicianId ? { technicianId } : {}) });
  return queryOptions({
    queryKey: calendarKeys.range(from, to, technicianId),
    queryFn: async ({ signal }) => (await fetchParsed(appointmentListSchema, `/api/appointments?${query}`, { method: "GET", signal })).appointments,
  });
}

export function useAppointments(range: AppointmentRange | null) {
  return useQuery({ ...appointmentsQueryOptions(range ?? { from: "", to: "" }), enabled: range !== null });
}
