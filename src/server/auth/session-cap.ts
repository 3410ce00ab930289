import { and, desc, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import { MAX_SESSIONS_PER_USER } from "../../shared/constants/account";
import type { Database } from "../db/database";
import { sessions } from "../db/schema";

/**
 * Keeps at most MAX_SESSIONS_PER_USER live sessions for the user: the newest stay, older ones end,
 * and expired ones (which no longer open anything) are swept with them. Run after a session is
 * created and committed.
 *
 * One statement: each sign-in's cleanup sees every session committed before it, so however many
 * sign-ins run in parallel, the last cleanup to run leaves no more than the cap. Ties in the
 * creation time are broken by id, so parallel cleanups agree on which sessions are the oldest.
 */
export async function endSessionsBeyondCap(db: Database, userId: string): Promise<void> {
  const newestFirstBeyondCap = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .offset(MAX_SESSIONS_PER_USER);
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), or(lte(sessions.expiresAt, sql`now()`), inArray(sessions.id, newestFirstBeyondCap))));
}
