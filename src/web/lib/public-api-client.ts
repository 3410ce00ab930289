import { hc } from "hono/client";
import type { publicAppointmentRequestsRoutes } from "@/server/routes/appointments/public-appointment-requests.routes";
import type { publicRemindersRoutes } from "@/server/routes/reminders/public-reminders.routes";
import { apiFetch } from "./api-client";

/*
 * The pages a customer opens without an account call routes mounted beside the session's API, so
 * AppType does not describe them; each client is typed by its own router instead, and goes through
 * apiFetch so a refusal (a bad link, too many requests) carries the server's message as elsewhere.
 */

/** POST /api/public/reminders/stop: the reminder mail's stop link. */
export const publicRemindersClient = hc<ReturnType<typeof publicRemindersRoutes>>("/api", { fetch: apiFetch });

/** GET /api/public/appointment-requests/form and POST /api/public/appointment-requests: Request Appointment. */
export const appointmentRequestsClient = hc<ReturnType<typeof publicAppointmentRequestsRoutes>>("/api", { fetch: apiFetch });
