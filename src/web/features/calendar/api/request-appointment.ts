import { useMutation, useQuery } from "@tanstack/react-query";
import { appointmentRequestFormSchema, type AppointmentRequestInput } from "@/shared/schemas/appointments";
import { apiFetch } from "@/web/lib/api-client";
import { calendarKeys } from "./calendar-keys";
import { fetchParsed } from "./fetch-parsed";

/** GET /api/public/appointment-requests/form: the shop's name and hours, no account needed. */
export function useAppointmentRequestForm() {
  return useQuery({
    queryKey: calendarKeys.requestForm,
    queryFn: ({ signal }) => fetchParsed(appointmentRequestFormSchema, "/api/public/appointment-requests/form", { method: "GET", signal }),
    staleTime: Infinity,
  });
}

/** POST /api/public/appointment-requests: 202 once the request waits for staff. */
export function useSendAppointmentRequest() {
  return useMutation({
    mutationFn: async (body: AppointmentRequestInput) => {
      await apiFetch("/api/public/appointment-requests", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    },
  });
}
