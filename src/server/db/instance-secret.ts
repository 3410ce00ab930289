import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "./database";
import { instanceSettings } from "./schema";

/** The instance_settings key of the generated secret; a backup leaves that row out. */
export const AUTH_SECRET_KEY = "auth_secret";

/**
 * Without AUTH_SECRET one is generated once and kept in the database, so every
 * instance on one PostgreSQL signs sessions with the same secret and restarts keep sessions valid.
 * Backups leave it out: a restored database makes a new one at its first start.
 */
export async function loadOrCreateAuthSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(instanceSettings)
    .values({ key: AUTH_SECRET_KEY, value: randomBytes(48).toString("base64url") })
    // Two instances starting together: the first insert wins and both read it back.
    .onConflictDoNothing({ target: instanceSettings.key });
  const [row] = await db.select().from(instanceSettings).where(eq(instanceSettings.key, AUTH_SECRET_KEY));
  if (!row) throw new Error("The auth secret could not be stored.");
  return row.value;
}
