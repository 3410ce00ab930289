import { z } from "zod";
import { SLOT_MINUTES, WEEKDAYS } from "../constants/customers";
import { text } from "./form-fields";

/**
 * The shop's calendar settings (Settings, Shop): its time zone, bays, opening hours, the calendar's
 * slot length and how many days before a due service a reminder goes. Times are stored in UTC and
 * shown in this zone.
 */

/** True when the runtime knows the zone by its IANA name ("Europe/London", "America/New_York"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const clockTime = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, "Use a time such as 08:00.");

/** One weekday's hours; closed days have none. */
export const openingHoursDaySchema = z
  .object({
    day: z.enum(WEEKDAYS),
    closed: z.boolean().default(false),
    opens: clockTime.default("08:00"),
    closes: clockTime.default("17:00"),
  })
  .refine((value) => value.closed || value.opens < value.closes, {
    message: "Closing time must be after opening time.",
    path: ["closes"],
  });
export type OpeningHoursDay = z.infer<typeof openingHoursDaySchema>;

export const baySchema = z.object({
  /** Stable across renames: appointments keep it. */
  id: z.string().trim().min(1).max(40),
  name: text(40).min(1, "Name the bay."),
});
export type Bay = z.infer<typeof baySchema>;

export const MAX_BAYS = 30;

export const shopCalendarInputSchema = z
  .object({
    timeZone: z
      .string()
      .trim()
      .min(1, "Choose the shop's time zone.")
      .max(64)
      .refine(isTimeZone, { message: "Choose a time zone from the list." }),
    bays: z.array(baySchema).min(1, "Add at least one bay.").max(MAX_BAYS, `At most ${MAX_BAYS} bays.`),
    openingHours: z.array(openingHoursDaySchema).length(7, "Give hours for each day of the week."),
    slotMinutes: z.union(SLOT_MINUTES.map((minutes) => z.literal(minutes)) as unknown as [z.ZodLiteral<15>, z.ZodLiteral<30>, z.ZodLiteral<60>], {
      message: "Choose 15, 30 or 60 minutes.",
    }),
    /** A due-service reminder goes this many days before the due date. */
    reminderDaysAhead: z.coerce
      .number({ message: "Days ahead must be a whole number from 1 to 90." })
      .int("Days ahead must be a whole number from 1 to 90.")
      .min(1, "Days ahead must be a whole number from 1 to 90.")
      .max(90, "Days ahead must be a whole number from 1 to 90."),
  })
  .refine((value) => new Set(value.bays.map((bay) => bay.id)).size === value.bays.length, {
    message: "Each bay needs its own id.",
    path: ["bays"],
  })
  .refine((value) => value.openingHours.every((day, index) => day.day === WEEKDAYS[index]), {
    message: "Give the days Monday to Sunday in order.",
    path: ["openingHours"],
  });
export type ShopCalendarInput = z.input<typeof shopCalendarInputSchema>;
export type ShopCalendarValues = z.output<typeof shopCalendarInputSchema>;

export const shopCalendarSchema = z.object({
  timeZone: z.string(),
  bays: z.array(baySchema),
  openingHours: z.array(openingHoursDaySchema),
  slotMinutes: z.number().int(),
  reminderDaysAhead: z.number().int(),
  /** Null until the shop saves its own (the defaults below apply). */
  updatedAt: z.string().nullable(),
});
export type ShopCalendar = z.infer<typeof shopCalendarSchema>;

/** Until the shop saves its own: UTC, two bays, Monday to Friday 08:00-17:00, Saturday 08:00-12:00, 30-minute slots. */
export const DEFAULT_SHOP_CALENDAR: ShopCalendar = {
  timeZone: "UTC",
  bays: [
    { id: "bay-1", name: "Bay 1" },
    { id: "bay-2", name: "Bay 2" },
  ],
  openingHours: WEEKDAYS.map((day) => ({
    day,
    closed: day === "Sunday",
    opens: "08:00",
    closes: day === "Saturday" ? "12:00" : "17:00",
  })),
  slotMinutes: 30,
  reminderDaysAhead: 14,
  updatedAt: null,
};

/** GET/PUT /api/shop-calendar. */
export const shopCalendarBodySchema = z.object({ calendar: shopCalendarSchema });
