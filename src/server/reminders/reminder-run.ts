import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { DatabaseHandle } from "../db/database";
import { customers, reminderRuns, reminders, reminderStopTokens } from "../db/schema";
import { readShopPricing } from "../estimates/shop-pricing";
import type { Mailer } from "../mail/mailer";
import { readShopCalendar } from "../shop-calendar/read-shop-calendar";
import { dueReminders, remindable } from "./due-reminders";
import { dayInZone } from "./due-rules";
import { reminderMail } from "./reminder-mail";
import { newStopToken } from "./stop-token";

/** A reminder whose mail fails is tried on this many runs, then shown as failed. */
export const MAX_REMINDER_ATTEMPTS = 3;
/**
 * Instances sharing one PostgreSQL database run the day's reminders under this advisory lock; the
 * run's row for the day then tells the others it is done.
 */
export const REMINDER_LOCK_KEY = 724_301_119;

export interface ReminderRunOptions {
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  /** The app's public address, for the stop link. */
  appUrl: string;
  now?: () => Date;
}

export type ReminderTick =
  | { outcome: "ran"; day: string; sent: number; failed: number }
  | { outcome: "done-already"; day: string }
  /** Another instance on the same PostgreSQL database is running it right now. */
  | { outcome: "running-elsewhere" }
  | { outcome: "failed"; error: unknown };

/**
 * The day's run, once per shop day: records the reminders now due (each once: the table's unique
 * key), then mails each remindable customer their pending ones in one mail. A failed mail leaves
 * them pending for the next runs, up to MAX_REMINDER_ATTEMPTS tries, then failed.
 */
async function runDay(options: ReminderRunOptions): Promise<ReminderTick> {
  const { database, mailer, logger, appUrl } = options;
  const db = database.db;
  const now = options.now?.() ?? new Date();
  const calendar = await readShopCalendar(db);
  const today = dayInZone(now, calendar.timeZone);
  const [done] = await db.select().from(reminderRuns).where(eq(reminderRuns.day, today));
  if (done) return { outcome: "done-already", day: today };

  const due = await dueReminders(db, { today, through: today, timeZone: calendar.timeZone, daysAhead: calendar.reminderDaysAhead, now });
  if (due.length > 0) {
    await db
      .insert(reminders)
      .values(
        due.map((reminder) => ({
          customerId: reminder.customerId,
          kind: reminder.kind,
          subject: reminder.subject,
          dueDate: reminder.dueDate,
          customerVehicleId: reminder.customerVehicleId,
          vehicle: reminder.vehicle,
          description: reminder.description,
        })),
      )
      .onConflictDoNothing();
  }

  const pending = await db
    .select({ reminder: reminders, email: customers.email, name: customers.name })
    .from(reminders)
    .innerJoin(customers, eq(customers.id, reminders.customerId))
    .where(and(eq(reminders.state, "pending"), lt(reminders.attempts, MAX_REMINDER_ATTEMPTS), remindable))
    .orderBy(asc(reminders.customerId), asc(reminders.dueDate), asc(reminders.createdAt));
  const byCustomer = new Map<string, typeof pending>();
  for (const row of pending) byCustomer.set(row.reminder.customerId, [...(byCustomer.get(row.reminder.customerId) ?? []), row]);

  const shop = await readShopPricing(db);
  let sent = 0;
  let failed = 0;
  for (const [customerId, rows] of byCustomer) {
    const ids = rows.map((row) => row.reminder.id);
    const to = rows[0]!.email.trim();
    const { token, hash } = newStopToken();
    await db.insert(reminderStopTokens).values({ tokenHash: hash, customerId });
    const mail = reminderMail({
      to,
      customerName: rows[0]!.name,
      shop,
      lines: rows.map((row) => ({ vehicle: row.reminder.vehicle, description: row.reminder.description })),
      stopLink: `${appUrl}/reminders/stop?token=${token}`,
    });
    try {
      await mailer.send(mail);
      await db
        .update(reminders)
        .set({ state: "sent", attempts: sql`${reminders.attempts} + 1`, sentAt: new Date(), sentTo: to, lastError: null, updatedAt: new Date() })
        .where(inArray(reminders.id, ids));
      sent += rows.length;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(reminders)
        .set({
          attempts: sql`${reminders.attempts} + 1`,
          state: sql`case when ${reminders.attempts} + 1 >= ${MAX_REMINDER_ATTEMPTS} then 'failed' else 'pending' end`,
          lastError: message.slice(0, 500),
          updatedAt: new Date(),
        })
        .where(inArray(reminders.id, ids));
      failed += rows.length;
      logger.warn({ err: error, customerId }, "a reminder mail was not sent; it is tried again on the next run");
    }
  }
  await db.insert(reminderRuns).values({ day: today }).onConflictDoNothing();
  logger.info({ day: today, sent, failed }, "reminders run");
  return { outcome: "ran", day: today, sent, failed };
}

/** PGlite is held by one process: its runs take turns here instead of under a database lock. */
const runsInProcess = new WeakMap<DatabaseHandle, Promise<unknown>>();

/** One run now, under the lock where instances share PostgreSQL. */
export async function runReminders(options: ReminderRunOptions): Promise<ReminderTick> {
  const { database, logger } = options;
  try {
    if (database.kind !== "postgres") {
      const run = (runsInProcess.get(database) ?? Promise.resolve()).then(() => runDay(options));
      runsInProcess.set(database, run.catch(() => {}));
      return await run;
    }
    // A transaction-level lock: it ends with the transaction, or with the connection if this
    // instance dies mid-run, so it is never left held. The run writes through its own connection.
    return await database.db.transaction(async (tx) => {
      const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${REMINDER_LOCK_KEY}) as locked`)) as unknown as {
        rows: { locked: boolean }[];
      };
      return result.rows[0]?.locked ? runDay(options) : { outcome: "running-elsewhere" as const };
    });
  } catch (error) {
    logger.error({ err: error }, "the reminders run failed");
    return { outcome: "failed", error };
  }
}
