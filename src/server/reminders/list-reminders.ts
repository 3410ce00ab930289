import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Reminder, ReminderListFilter } from "../../shared/schemas/reminders";
import type { Database } from "../db/database";
import { customers, reminders, type ReminderRow } from "../db/schema";
import { readShopCalendar } from "../shop-calendar/read-shop-calendar";
import { dueReminders, remindable } from "./due-reminders";
import { addDays, dayInZone } from "./due-rules";

/** The Due view looks this far ahead, so staff see what the next weeks' runs will mail. */
export const DUE_LIST_DAYS_AHEAD = 30;
/** The Sent and Failed views show the newest this many. */
const LIST_LIMIT = 500;

function fromRow(row: ReminderRow, customerName: string, timeZone: string): Reminder {
  return {
    id: row.id,
    customer: { id: row.customerId, name: customerName },
    kind: row.kind,
    vehicle: row.vehicle,
    description: row.description,
    dueDate: row.dueDate,
    sendDate: dayInZone(row.createdAt, timeZone),
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

async function recorded(db: Database, where: SQL | undefined, timeZone: string): Promise<Reminder[]> {
  const rows = await db
    .select({ reminder: reminders, name: customers.name })
    .from(reminders)
    .innerJoin(customers, eq(customers.id, reminders.customerId))
    .where(where)
    .orderBy(desc(reminders.updatedAt))
    .limit(LIST_LIMIT);
  return rows.map((row) => fromRow(row.reminder, row.name, timeZone));
}

/**
 * The Reminders list. Due: what the rules find for the next DUE_LIST_DAYS_AHEAD days not yet
 * recorded, and recorded ones still waiting to be sent; Sent and Failed: the record. With a
 * customerId, only that customer's.
 */
export async function listReminders(db: Database, { state, customerId }: ReminderListFilter, now = new Date()): Promise<Reminder[]> {
  const calendar = await readShopCalendar(db);
  const timeZone = calendar.timeZone;
  const ofCustomer = customerId === undefined ? undefined : eq(reminders.customerId, customerId);
  if (state === "sent") return recorded(db, and(eq(reminders.state, "sent"), ofCustomer), timeZone);
  if (state === "failed") return recorded(db, and(eq(reminders.state, "failed"), ofCustomer), timeZone);

  const today = dayInZone(now, timeZone);
  const waiting = await recorded(db, and(eq(reminders.state, "pending"), remindable, ofCustomer), timeZone);
  const keys = new Set(
    (await db.select({ customerId: reminders.customerId, kind: reminders.kind, subject: reminders.subject, dueDate: reminders.dueDate }).from(reminders)).map(
      (row) => `${row.customerId} ${row.kind} ${row.subject} ${row.dueDate}`,
    ),
  );
  const upcoming = (
    await dueReminders(db, { today, through: addDays(today, DUE_LIST_DAYS_AHEAD), timeZone, daysAhead: calendar.reminderDaysAhead, now })
  )
    .filter((due) => (customerId === undefined || due.customerId === customerId) && !keys.has(`${due.customerId} ${due.kind} ${due.subject} ${due.dueDate}`))
    .map(
      (due): Reminder => ({
        id: null,
        customer: { id: due.customerId, name: due.customerName },
        kind: due.kind,
        vehicle: due.vehicle,
        description: due.description,
        dueDate: due.dueDate,
        sendDate: due.sendDate < today ? today : due.sendDate,
        state: "pending",
        attempts: 0,
        lastError: null,
        sentAt: null,
      }),
    );
  return [...waiting, ...upcoming].sort((a, b) => a.sendDate.localeCompare(b.sendDate) || a.dueDate.localeCompare(b.dueDate));
}
