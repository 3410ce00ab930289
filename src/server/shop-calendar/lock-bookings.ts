import { sql } from "drizzle-orm";
import type { Database } from "../db/database";

/** Any number that no other advisory lock of the app uses. */
const BOOKINGS_LOCK_KEY = 724_301_119;

/**
 * Held to the end of the transaction by every write that books a bay or changes the shop's bays,
 * so two bookings cannot both find a bay free, and a bay cannot be removed while one takes it.
 * Bookings are few and quick; one lock for the shop keeps the rule simple.
 */
export async function lockBookings(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKINGS_LOCK_KEY})`);
}
