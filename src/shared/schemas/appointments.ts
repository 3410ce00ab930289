import { z } from "zod";
import { APPOINTMENT_SOURCES, APPOINTMENT_STATUSES } from "../constants/customers";
import { boundedDateTime } from "./bounds";
import { customerVehicleInputSchema } from "./customers";
import { text } from "./form-fields";
import { estimatedHoursSchema } from "./job-card-form";
import { openingHoursDaySchema } from "./shop-calendar";

/**
 * Appointments on the shop's calendar. Times travel as ISO strings with an offset and are stored
 * in UTC; the calendar shows them in the shop's time zone.
 */

const requiredTime = (label: string) => boundedDateTime(label);
const optionalTime = (label: string) =>
  z
    .string()
    .max(100, `${label} must be a date and time.`)
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value.trim() === "") return null;
      const parsed = boundedDateTime(label).safeParse(value.trim());
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    });

/**
 * The appointment form and the body of POST /api/appointments and PATCH /api/appointments/{id}.
 * The vehicle is one of the customer's (`customerVehicleId`) or a new one added in place.
 */
export const appointmentFormSchema = z
  .object({
    customerId: z.string().trim().min(1, "Choose a customer.").max(100),
    customerVehicleId: z.string().trim().max(100).nullable().optional().default(null),
    newVehicle: customerVehicleInputSchema.nullable().optional().default(null),
    requestedWork: text(2000).min(1, "Requested work is required."),
    expectedHours: estimatedHoursSchema.refine((hours) => hours !== null && hours > 0, {
      message: "Expected hours must be more than 0.",
    }),
    bayId: z.string().trim().max(40).nullable().optional().default(null),
    technicianId: z.string().trim().max(100).nullable().optional().default(null),
    /** When the work is booked to start in its bay. */
    startsAt: requiredTime("Start time"),
    dropOffAt: optionalTime("Drop-off time"),
    promisedAt: optionalTime("Promised time"),
    notes: text(2000).optional().default(""),
  })
  .refine((value) => value.customerVehicleId !== null || value.newVehicle !== null, {
    message: "Choose a vehicle or add one.",
    path: ["customerVehicleId"],
  });
export type AppointmentFormInput = z.input<typeof appointmentFormSchema>;
export type AppointmentFormValues = z.output<typeof appointmentFormSchema>;

export const appointmentUpdateSchema = appointmentFormSchema.and(
  z.object({ updatedAt: z.string().min(1, "updatedAt is required.") }),
);

/** PATCH /api/appointments/{id}/move: drag and drop, or the keyboard, to another time, bay or technician. */
export const appointmentMoveSchema = z.object({
  startsAt: requiredTime("Start time"),
  bayId: z.string().trim().max(40).nullable(),
  technicianId: z.string().trim().max(100).nullable(),
  updatedAt: z.string().min(1, "updatedAt is required."),
});
export type AppointmentMoveInput = z.input<typeof appointmentMoveSchema>;

/** PATCH /api/appointments/{id}/status: Confirm, Cancel, No-show. */
export const appointmentStatusSchema = z.object({
  status: z.enum(["Confirmed", "Cancelled", "No-show"], { message: "Choose Confirmed, Cancelled or No-show." }),
  updatedAt: z.string().min(1, "updatedAt is required."),
});

/** POST /api/appointments/{id}/check-in: into a ticket, or a repair order for a technician. */
export const appointmentCheckInSchema = z.discriminatedUnion("into", [
  z.object({ into: z.literal("ticket"), updatedAt: z.string().min(1) }),
  z.object({
    into: z.literal("repair-order"),
    assignedTechnicianId: z.string().trim().min(1, "Please assign a service technician").max(100),
    updatedAt: z.string().min(1),
  }),
]);
export type AppointmentCheckInInput = z.input<typeof appointmentCheckInSchema>;

/** GET /api/appointments: those that overlap [from, to), for the day or week shown. */
export const appointmentRangeQuerySchema = z
  .object({
    from: requiredTime("From"),
    to: requiredTime("To"),
    technicianId: z.string().trim().max(100).optional(),
  })
  .refine((value) => Date.parse(value.to) > Date.parse(value.from), { message: "To must be after From.", path: ["to"] })
  .refine((value) => Date.parse(value.to) - Date.parse(value.from) <= 42 * 24 * 3600_000, {
    message: "Ask for at most six weeks at a time.",
    path: ["to"],
  });
export type AppointmentRangeQuery = z.input<typeof appointmentRangeQuerySchema>;

/** What a warning on the calendar says, and about whom. */
export const bookingWarningSchema = z.object({
  kind: z.enum(["bay-overbooked", "technician-overbooked", "outside-hours", "promise-at-risk"]),
  message: z.string(),
});
export type BookingWarning = z.infer<typeof bookingWarningSchema>;

export const appointmentSchema = z
  .object({
    id: z.string(),
    status: z.enum(APPOINTMENT_STATUSES),
    source: z.enum(APPOINTMENT_SOURCES),
    /** Null only for a customer's request not yet tied to a customer record. */
    customerId: z.string().nullable(),
    customerName: z.string(),
    /** A technician sees the name and vehicle only: contact details are null for them. */
    customerPhone: z.string().nullable(),
    customerEmail: z.string().nullable(),
    customerVehicleId: z.string().nullable(),
    vehicleLabel: z.string(),
    vin: z.string(),
    requestedWork: z.string(),
    expectedHours: z.number(),
    bayId: z.string().nullable(),
    technicianId: z.string().nullable(),
    technicianName: z.string().nullable(),
    startsAt: z.string(),
    endsAt: z.string(),
    dropOffAt: z.string().nullable(),
    promisedAt: z.string().nullable(),
    notes: z.string(),
    jobCardId: z.string().nullable(),
    ticketId: z.string().nullable(),
    warnings: z.array(bookingWarningSchema),
    createdAt: z.string(),
    updatedAt: z.string().meta({ description: "Send it back with a change; a different one is a 409." }),
  })
  .meta({ id: "Appointment" });
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentBodySchema = z.object({ appointment: appointmentSchema });
export const appointmentListSchema = z.object({ appointments: z.array(appointmentSchema) });

/** POST /api/public/appointment-requests: no account; it waits as Requested for staff to confirm. */
export const appointmentRequestSchema = z.object({
  name: text(100).min(1, "Your name is required."),
  phone: text(40).optional().default(""),
  email: text(254)
    .optional()
    .default("")
    .refine((value) => value === "" || z.email().safeParse(value).success, { message: "Enter a valid email address." }),
  vehicle: text(120).min(1, "Tell us the vehicle (year, make and model)."),
  requestedWork: text(2000).min(1, "Tell us what the vehicle needs."),
  preferredAt: requiredTime("Preferred time"),
  /** Left empty by people; a form-filling robot fills it and is quietly ignored. */
  website: z.string().max(200).optional().default(""),
}).refine((value) => value.phone !== "" || value.email !== "", {
  message: "Give a phone number or an e-mail address so we can confirm.",
  path: ["phone"],
});
export type AppointmentRequestInput = z.input<typeof appointmentRequestSchema>;

/** POST /api/appointments/{id}/check-in's answer: the appointment, and the ticket or repair order it became. */
export const appointmentCheckInAnswerSchema = z.object({
  appointment: appointmentSchema,
  ticket: z.object({ id: z.string() }).loose().optional(),
  jobCard: z.object({ id: z.string() }).loose().optional(),
});
export type AppointmentCheckInAnswer = z.infer<typeof appointmentCheckInAnswerSchema>;

/** GET /api/public/appointment-requests/form: what the public Request Appointment page needs to offer times. */
export const appointmentRequestFormSchema = z.object({
  shopName: z.string(),
  timeZone: z.string(),
  openingHours: z.array(openingHoursDaySchema),
  slotMinutes: z.number().int(),
});
export type AppointmentRequestForm = z.infer<typeof appointmentRequestFormSchema>;
