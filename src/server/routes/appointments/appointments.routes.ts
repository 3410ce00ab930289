import { createRoute, z } from "@hono/zod-openapi";
import type { Logger } from "pino";
import {
  appointmentBodySchema,
  appointmentCheckInResultSchema,
  appointmentCheckInSchema,
  appointmentFormSchema,
  appointmentListSchema,
  appointmentMoveSchema,
  appointmentRangeQuerySchema,
  appointmentStatusSchema,
  appointmentUpdateSchema,
} from "../../../shared/schemas/appointments";
import { sendBookingNotices } from "../../appointments/booking-notice";
import { calendarViewer } from "../../appointments/appointment-viewer";
import { withVersionCheck } from "../../appointments/appointment-version";
import { setAppointmentStatus } from "../../appointments/appointment-status";
import { checkInAppointment } from "../../appointments/check-in-appointment";
import { moveAppointment } from "../../appointments/move-appointment";
import { listAppointments, readAppointment } from "../../appointments/read-appointments";
import { createAppointment, updateAppointment } from "../../appointments/write-appointment";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import type { Mailer } from "../../mail/mailer";
import { requirePermission } from "../../middleware/require-permission";

const tags = ["Calendar"];
const params = z.object({ appointmentId: z.string().max(100).openapi({ description: "The appointment's id (a uuid)" }) });
const notFound = { 404: { description: "No such appointment" } } as const;
const stale = { 409: { description: "Stale updatedAt (details.current is the appointment now), the bay is taken, or the status forbids it" } } as const;

const listRoute = createRoute({
  method: "get",
  path: "/appointments",
  tags,
  summary: "Appointments overlapping [from, to), with warnings; a technician gets only their own, without contact details",
  middleware: [requirePermission("calendar:view")] as const,
  request: { query: appointmentRangeQuerySchema },
  responses: { 200: { description: "The appointments, earliest first", content: json(appointmentListSchema) }, ...errorResponses },
});

const readRoute = createRoute({
  method: "get",
  path: "/appointments/{appointmentId}",
  tags,
  summary: "One appointment with its warnings (a technician only their own)",
  middleware: [requirePermission("calendar:view")] as const,
  request: { params },
  responses: { 200: { description: "The appointment", content: json(appointmentBodySchema) }, ...notFound, ...errorResponses },
});

const createAppointmentRoute = createRoute({
  method: "post",
  path: "/appointments",
  tags,
  summary: "Book an appointment (Booked); a new vehicle is added to the customer's vehicles in the same transaction",
  middleware: [requirePermission("calendar:manage")] as const,
  request: { body: { required: true, content: json(appointmentFormSchema) } },
  responses: {
    201: { description: "Booked, with its warnings", content: json(appointmentBodySchema) },
    409: { description: "The bay is taken at that time, or the new vehicle's VIN is another customer's" },
    ...errorResponses,
  },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/appointments/{appointmentId}",
  tags,
  summary: "Edit an appointment (a request is given its customer here), sending back the updatedAt it was read with",
  middleware: [requirePermission("calendar:manage")] as const,
  request: { params, body: { required: true, content: json(appointmentUpdateSchema) } },
  responses: { 200: { description: "Saved", content: json(appointmentBodySchema) }, ...notFound, ...stale, ...errorResponses },
});

const moveRoute = createRoute({
  method: "patch",
  path: "/appointments/{appointmentId}/move",
  tags,
  summary: "Move an appointment to another time, bay or technician; its length stays",
  middleware: [requirePermission("calendar:manage")] as const,
  request: { params, body: { required: true, content: json(appointmentMoveSchema) } },
  responses: { 200: { description: "Moved, with its warnings", content: json(appointmentBodySchema) }, ...notFound, ...stale, ...errorResponses },
});

const statusRoute = createRoute({
  method: "patch",
  path: "/appointments/{appointmentId}/status",
  tags,
  summary: "Confirm, cancel or mark no-show; never from Checked In",
  middleware: [requirePermission("calendar:manage")] as const,
  request: { params, body: { required: true, content: json(appointmentStatusSchema) } },
  responses: { 200: { description: "Saved", content: json(appointmentBodySchema) }, ...notFound, ...stale, ...errorResponses },
});

const checkInRoute = createRoute({
  method: "post",
  path: "/appointments/{appointmentId}/check-in",
  tags,
  summary: "Check In: into a ticket, or a repair order assigned to a technician, in one transaction",
  middleware: [requirePermission("calendar:manage")] as const,
  request: { params, body: { required: true, content: json(appointmentCheckInSchema) } },
  responses: {
    200: { description: "The Checked In appointment and its ticket or repair order", content: json(appointmentCheckInResultSchema) },
    ...notFound,
    409: { description: "Already checked in, not active, without a customer yet, or stale" },
    ...errorResponses,
  },
});

export interface AppointmentsRoutesOptions {
  appUrl: string;
  mailer: Mailer;
  logger: Logger;
}

export function appointmentsRoutes(options: AppointmentsRoutesOptions) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const viewer = calendarViewer(c.get("viewer").profile);
      return c.json({ appointments: await listAppointments(c.get("database").db, viewer, c.req.valid("query")) }, 200);
    })
    .openapi(readRoute, async (c) => {
      const viewer = calendarViewer(c.get("viewer").profile);
      return c.json({ appointment: await readAppointment(c.get("database").db, viewer, c.req.valid("param").appointmentId) }, 200);
    })
    .openapi(createAppointmentRoute, async (c) => {
      const { db } = c.get("database");
      const viewer = calendarViewer(c.get("viewer").profile);
      const id = await createAppointment(db, viewer.userId, c.req.valid("json"));
      await c.get("events").publish({ resource: "appointments", action: "created", id });
      const appointment = await readAppointment(db, viewer, id);
      await sendBookingNotices(db, options.mailer, options.logger, options.appUrl, appointment);
      return c.json({ appointment }, 201);
    })
    .openapi(updateRoute, async (c) => {
      const { db } = c.get("database");
      const viewer = calendarViewer(c.get("viewer").profile);
      const { appointmentId } = c.req.valid("param");
      await withVersionCheck(db, viewer, appointmentId, () => updateAppointment(db, appointmentId, viewer.userId, c.req.valid("json")));
      await c.get("events").publish({ resource: "appointments", action: "updated", id: appointmentId });
      return c.json({ appointment: await readAppointment(db, viewer, appointmentId) }, 200);
    })
    .openapi(moveRoute, async (c) => {
      const { db } = c.get("database");
      const viewer = calendarViewer(c.get("viewer").profile);
      const { appointmentId } = c.req.valid("param");
      await withVersionCheck(db, viewer, appointmentId, () => moveAppointment(db, appointmentId, viewer.userId, c.req.valid("json")));
      await c.get("events").publish({ resource: "appointments", action: "updated", id: appointmentId });
      return c.json({ appointment: await readAppointment(db, viewer, appointmentId) }, 200);
    })
    .openapi(statusRoute, async (c) => {
      const { db } = c.get("database");
      const viewer = calendarViewer(c.get("viewer").profile);
      const { appointmentId } = c.req.valid("param");
      await withVersionCheck(db, viewer, appointmentId, () => setAppointmentStatus(db, appointmentId, viewer.userId, c.req.valid("json")));
      await c.get("events").publish({ resource: "appointments", action: "updated", id: appointmentId });
      return c.json({ appointment: await readAppointment(db, viewer, appointmentId) }, 200);
    })
    .openapi(checkInRoute, async (c) => {
      const { db } = c.get("database");
      const viewer = calendarViewer(c.get("viewer").profile);
      const { appointmentId } = c.req.valid("param");
      const result = await withVersionCheck(db, viewer, appointmentId, () => checkInAppointment(db, viewer, appointmentId, c.req.valid("json")));
      const events = c.get("events");
      await events.publish({ resource: "appointments", action: "updated", id: appointmentId });
      if (result.ticket) await events.publish({ resource: "tickets", action: "created", id: result.ticket.id });
      if (result.jobCard) await events.publish({ resource: "job-cards", action: "created", id: result.jobCard.id });
      return c.json(result, 200);
    });
}
