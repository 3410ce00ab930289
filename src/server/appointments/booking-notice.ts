import { and, eq, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import { PERMISSIONS } from "../../shared/auth/permissions";
import { clockTimeOf, shopDayOf } from "../../shared/calendar/shop-day";
import type { Appointment } from "../../shared/schemas/appointments";
import type { Database } from "../db/database";
import { profiles } from "../db/schema";
import type { Mailer, MailMessage } from "../mail/mailer";
import { readShopCalendar } from "../shop-calendar/read-shop-calendar";

/** The notice of a new appointment, in the shop's time zone. */
export function bookingNoticeMail(to: string, appointment: Appointment, timeZone: string, link: string): MailMessage {
  const when = `${shopDayOf(appointment.startsAt, timeZone).label} at ${clockTimeOf(appointment.startsAt, timeZone)}`;
  const how = appointment.source === "request" ? "A customer requested an appointment" : "A new appointment was booked";
  return {
    to,
    link,
    subject: `New appointment: ${appointment.customerName}, ${when}`,
    text:
      `Hello,\n\n${how} for ${when} (${timeZone}).\n\n` +
      `Customer: ${appointment.customerName}\nVehicle: ${appointment.vehicleLabel || "not given"}\nWork: ${appointment.requestedWork}\n` +
      `Status: ${appointment.status}\n\nOpen the calendar: ${link}\n\n` +
      `You get this because "new service bookings" is on in your notification settings.\n`,
  };
}

/**
 * Mails each active staff member who books appointments (calendar:manage) and has "new service
 * bookings" on. A mail that fails is logged and never fails the booking; without a mail server
 * nothing is sent.
 */
export async function sendBookingNotices(
  db: Database,
  mailer: Mailer,
  logger: Logger,
  appUrl: string,
  appointment: Appointment,
): Promise<void> {
  if (!mailer.delivers) return;
  try {
    const recipients = await db
      .select({ email: profiles.email })
      .from(profiles)
      .where(and(eq(profiles.isActive, true), eq(profiles.notifyEmailBookings, true), inArray(profiles.role, [...PERMISSIONS["calendar:manage"]])));
    const { timeZone } = await readShopCalendar(db);
    const link = `${appUrl.replace(/\/$/, "")}/calendar`;
    for (const { email } of recipients) {
      try {
        await mailer.send(bookingNoticeMail(email, appointment, timeZone, link));
      } catch {
        // The mailer logged it; the others still get theirs.
      }
    }
  } catch (error) {
    logger.error({ err: error, appointmentId: appointment.id }, "Booking notices not sent");
  }
}
