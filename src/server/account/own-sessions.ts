import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { AccountSession } from "../../shared/schemas/account-sessions";
import type { Database } from "../db/database";
import { sessions } from "../db/schema";

/**
 * The user's live sessions, newest first. Whether a row is the asking session is worked out in
 * the query, so no token ever leaves the database.
 */
export async function listOwnSessions(db: Database, userId: string, currentToken: string): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      current: sql<boolean>`${sessions.token} = ${currentToken}`,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    // better-auth stores "" when the request had none.
    userAgent: row.userAgent || null,
    ipAddress: row.ipAddress || null,
    current: row.current,
  }));
}

/**
 * Ends one of the user's own sessions. Null when the user has no session with that id (another
 * user's id included, so the answer never tells whether it exists); otherwise whether it was
 * the asking session.
 */
export async function endOwnSession(
  db: Database,
  userId: string,
  sessionId: string,
  currentToken: string,
): Promise<{ wasCurrent: boolean } | null> {
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ token: sessions.token });
  return ended ? { wasCurrent: ended.token === currentToken } : null;
}

/** Ends every session of the user, the asking one included. */
export async function endAllOwnSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
