/**
 * Customers, the calendar and reminders: the lists their records choose from. Each feeds z.enum,
 * the database's check and the page's choices, so there is one of each.
 */
export const PREFERRED_CONTACTS = ["Phone", "Text", "Email"] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];

export const PHONE_KINDS = ["Mobile", "Home", "Work", "Other"] as const;
export type PhoneKind = (typeof PHONE_KINDS)[number];
/** A customerId that names no customer (mistyped, or merged or erased meanwhile): the field's message. */
export const UNKNOWN_CUSTOMER_MESSAGE = "No such customer. It may have been merged or erased; choose the customer again.";

/** A customer keeps at most this many phone numbers. */
export const MAX_CUSTOMER_PHONES = 4;

/** What the activity log records of customers: two records joined, or one erased on request. */
export const CUSTOMER_ACTIVITY_ACTIONS = ["Merged", "Erased"] as const;
export type CustomerActivityAction = (typeof CUSTOMER_ACTIVITY_ACTIONS)[number];

/**
 * An appointment's life: a customer's request waits as Requested until staff confirm it; staff book
 * straight to Booked; Checked In once it became a ticket or a repair order.
 */
export const APPOINTMENT_STATUSES = ["Requested", "Booked", "Confirmed", "Checked In", "Cancelled", "No-show"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Statuses that still hold their bay and technician's time. */
export const ACTIVE_APPOINTMENT_STATUSES = ["Requested", "Booked", "Confirmed"] as const satisfies readonly AppointmentStatus[];

export const APPOINTMENT_STATUS_COLOURS: Record<AppointmentStatus, "green" | "yellow" | "red" | "blue" | "grey"> = {
  Requested: "yellow",
  Booked: "blue",
  Confirmed: "green",
  "Checked In": "grey",
  Cancelled: "red",
  "No-show": "red",
};

/** Who made an appointment: staff on the calendar, or a customer on the public request page. */
export const APPOINTMENT_SOURCES = ["staff", "request"] as const;
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];

/** Monday first, as shops plan their week. Index = ISO weekday - 1. */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SLOT_MINUTES = [15, 30, 60] as const;

/** Why a reminder is sent. */
export const REMINDER_KINDS = ["service-due", "declined-work", "appointment"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
/** Each kind as staff read it. */
export const REMINDER_KIND_LABELS: Record<ReminderKind, string> = { "service-due": "Service due", "declined-work": "Declined work", appointment: "Appointment" };
export const REMINDER_STATES = ["pending", "sent", "failed"] as const;
export type ReminderState = (typeof REMINDER_STATES)[number];
