import { useMutation, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { AppointmentRequestInput } from "@/shared/schemas/appointments";
import { appointmentRequestsClient } from "@/web/lib/public-api-client";
import { calendarKeys } from "./calendar-keys";

/** GET /api/public/appointment-requests/form: the shop's name and hours, no account needed. */
export function useAppointmentRequestForm() {
  return useQuery({
    queryKey: calendarKeys.requestForm,
    queryFn: ({ signal }) => parseResponse(appointmentRequestsClient.public["appointment-requests"].form.$get({}, { init: { signal } })),
    staleTime: Infinity,
  });
}

/** POST /api/public/appointment-requests: 202 once the request waits for staff. */
export function useSendAppointmentRequest() {
  return useMutation({
    mutationFn: async (body: AppointmentRequestInput) => {
      await parseResponse(appointmentRequestsClient.public["appointment-requests"].$post({ json: body }));
    },
  });
}
