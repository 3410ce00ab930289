import { randomUUID } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/database";
import { accounts, sessions } from "../db/schema";

/**
 * Sets the signed-in user's password and ends their other
 * sessions, keeping the one that asked. Hashing is better-auth's, so sign-in verifies it.
 */
export async function changeOwnPassword(
  db: Database,
  auth: Auth,
  userId: string,
  keepSessionToken: string,
  newPassword: string,
): Promise<void> {
  const { password } = await auth.$context;
  const hash = await password.hash(newPassword);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
      .returning({ id: accounts.id });
    if (updated.length === 0) {
      await tx.insert(accounts).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: hash });
    }
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.token, keepSessionToken)));
  });
}
