import { z } from "zod";
import { REMINDER_KINDS, REMINDER_STATES } from "../constants/customers";

/** The Reminders list's views: what is due (not yet sent), what was sent, what failed. */
export const REMINDER_LIST_STATES = ["due", "sent", "failed"] as const;
export type ReminderListState = (typeof REMINDER_LIST_STATES)[number];

/** The answer to a customerId that is no customer's id. */
export const REMINDER_CUSTOMER_ID_MESSAGE = "customerId must be a customer id.";

/** GET /api/reminders?state=&customerId=: customerId keeps one customer's reminders (a customer's page). */
export const reminderListQuerySchema = z.object({
  state: z.enum(REMINDER_LIST_STATES, { message: "Choose due, sent or failed." }).optional().default("due"),
  customerId: z.uuid(REMINDER_CUSTOMER_ID_MESSAGE).optional(),
});
export type ReminderListQuery = z.input<typeof reminderListQuerySchema>;
export type ReminderListFilter = z.output<typeof reminderListQuerySchema>;

/** One line of the Reminders list. A due reminder not yet tried has no id. */
export const reminderSchema = z
  .object({
    id: z.string().nullable(),
    customer: z.object({ id: z.string(), name: z.string() }),
    kind: z.enum(REMINDER_KINDS),
    vehicle: z.string(),
    /** What is due, in words. */
    description: z.string(),
    /** The shop's day it is due, YYYY-MM-DD. */
    dueDate: z.string(),
    /** The shop's day its mail goes (or went), YYYY-MM-DD. */
    sendDate: z.string(),
    state: z.enum(REMINDER_STATES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: "Reminder" });
export type Reminder = z.infer<typeof reminderSchema>;

export const reminderListSchema = z.object({ reminders: z.array(reminderSchema) });
export type ReminderList = z.infer<typeof reminderListSchema>;

/** POST /api/public/reminders/stop: the token from the mail's link. */
export const reminderStopSchema = z.object({
  token: z.string({ message: "The link is missing its token." }).trim().min(1, "The link is missing its token.").max(200, "This link is not valid."),
});
export type ReminderStopInput = z.input<typeof reminderStopSchema>;

export const reminderStoppedSchema = z.object({ stopped: z.literal(true), shopName: z.string() });
export type ReminderStopped = z.infer<typeof reminderStoppedSchema>;

/** The stop page's answer to a token it does not know. */
export const REMINDER_STOP_BAD_LINK = "This link is not valid. Reminders were not changed; ask the shop to stop them.";
