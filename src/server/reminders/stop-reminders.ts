import { and, eq, isNull } from "drizzle-orm";
import { REMINDER_STOP_BAD_LINK } from "../../shared/schemas/reminders";
import type { Database } from "../db/database";
import { customers, reminderStopTokens } from "../db/schema";
import { ApiError } from "../http/api-error";
import { hashStopToken } from "./stop-token";

/** A mail's stop link: the customer it was sent to gets no more reminders (staff agreeing again clears it). */
export async function stopReminders(db: Database, token: string): Promise<void> {
  const [link] = await db
    .select({ customerId: reminderStopTokens.customerId })
    .from(reminderStopTokens)
    .where(eq(reminderStopTokens.tokenHash, hashStopToken(token)));
  if (!link) throw new ApiError("not_found", REMINDER_STOP_BAD_LINK);
  // Stopped once stays stopped at its first time: a second click changes nothing.
  await db
    .update(customers)
    .set({ remindersStoppedAt: new Date() })
    .where(and(eq(customers.id, link.customerId), isNull(customers.remindersStoppedAt)));
}
