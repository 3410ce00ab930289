import { createRoute } from "@hono/zod-openapi";
import type { Logger } from "pino";
import { appointmentRequestFormSchema, appointmentRequestReceivedSchema, appointmentRequestSchema } from "../../../shared/schemas/appointments";
import { appointmentAnswer } from "../../appointments/appointment-answer";
import { requireAppointment } from "../../appointments/appointment-read";
import { sendBookingNotices } from "../../appointments/booking-notice";
import { appointmentRequestRateLimit } from "../../appointments/request-rate-limit";
import { appointmentRequestForm, requestAppointment } from "../../appointments/request-appointment";
import type { RateLimitSettings } from "../../auth/rate-limit";
import { createRouter } from "../../http/create-router";
import { json } from "../../http/openapi";
import type { Mailer } from "../../mail/mailer";

const tags = ["Request Appointment (no account)"];
const refusals = {
  400: { description: "Invalid input: the error shape with the failing fields" },
  429: { description: "Too many requests from this address; Retry-After says when to try again" },
} as const;

const formRoute = createRoute({
  method: "get",
  path: "/public/appointment-requests/form",
  tags,
  summary: "What the Request Appointment page shows: the shop's name, time zone, opening hours and slot length",
  responses: { 200: { description: "The form's settings", content: json(appointmentRequestFormSchema) }, ...refusals },
});

const requestRoute = createRoute({
  method: "post",
  path: "/public/appointment-requests",
  tags,
  summary: "Ask for an appointment; it waits as Requested until staff confirm it",
  request: { body: { required: true, content: json(appointmentRequestSchema) } },
  responses: { 202: { description: "Received", content: json(appointmentRequestReceivedSchema) }, ...refusals },
});

export interface PublicAppointmentRequestsOptions {
  rateLimits: Pick<RateLimitSettings, "requestsPerMinute" | "trustProxy">;
  appUrl: string;
  mailer: Mailer;
  logger: Logger;
}

/** Served without a session, so each address is rate-limited as the estimate links are. */
export function publicAppointmentRequestsRoutes(options: PublicAppointmentRequestsOptions) {
  const router = createRouter();
  // "/*" covers the path itself too, so each request counts once.
  router.use("/public/appointment-requests/*", async (c, next) => appointmentRequestRateLimit(c.get("database").db, options.rateLimits)(c, next));
  return router
    .openapi(formRoute, async (c) => c.json(await appointmentRequestForm(c.get("database").db), 200))
    .openapi(requestRoute, async (c) => {
      const { db } = c.get("database");
      const id = await requestAppointment(db, c.req.valid("json"));
      // A filled honeypot gets the same answer, so a robot learns nothing.
      if (id !== null) {
        await c.get("events").publish({ resource: "appointments", action: "created", id });
        const appointment = appointmentAnswer(await requireAppointment(db, id), [], { contactDetails: true });
        await sendBookingNotices(db, options.mailer, options.logger, options.appUrl, appointment);
      }
      return c.json({ received: true as const }, 202);
    });
}
