import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import { OWN_DEACTIVATION_MESSAGE, ownAccessChangeRefusal } from "../../shared/auth/own-access";
import type { Role } from "../../shared/auth/roles";
import { firstFreeUsername, usernamePrefix } from "../../shared/format/username";
import type { inviteUserSchema, userUpdateSchema } from "../../shared/schemas/account";
import type { Profile } from "../../shared/schemas/account-responses";
import type { Database } from "../db/database";
import { profiles, sessions, users, verifications } from "../db/schema";
import { ApiError } from "../http/api-error";
import { toProfile } from "../profiles/profile-dto";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const INVITE_DAYS = 7;
const LAST_ADMIN_MESSAGE = "AutoServ needs at least one active Admin. Make another user Admin first.";
const STALE_MESSAGE = "Someone else changed this user since you opened it. The latest version has been loaded.";

export async function listUsers(db: Database): Promise<Profile[]> {
  const rows = await db
    .select({ profile: profiles, username: users.username })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .orderBy(asc(profiles.name), asc(profiles.email));
  return rows.map((row) => toProfile(row.profile, row.username));
}

/** Reads a user's profile row and locks it for the rest of the transaction. */
async function lockProfile(tx: Transaction, userId: string) {
  const [row] = await tx
    .select({ profile: profiles, username: users.username })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId))
    .for("update", { of: profiles });
  if (!row) throw new ApiError("not_found", "No such user.");
  return row;
}

/**
 * The one rule for every route that changes a user's role or active flag: no one changes their
 * own access, and the last active Admin may be neither demoted nor deactivated.
 */
async function assertAccessChangeAllowed(
  tx: Transaction,
  current: { userId: string; role: Role; isActive: boolean },
  next: { role: Role; isActive: boolean },
  actingUserId: string,
): Promise<void> {
  const refusal = ownAccessChangeRefusal({
    isSelf: current.userId === actingUserId,
    currentRole: current.role,
    nextRole: next.role,
    nextActive: next.isActive,
  });
  // Deactivating oneself is refused as such; a sole Admin's own demotion is told what to do instead.
  if (refusal === OWN_DEACTIVATION_MESSAGE) throw new ApiError("bad_request", refusal, { reason: "own_access" });
  const losesAdmin = current.role === "Admin" && current.isActive && (next.role !== "Admin" || !next.isActive);
  if (losesAdmin) {
    // Locked, so two Admins demoting each other at the same moment cannot both succeed.
    const others = await tx
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.role, "Admin"), eq(profiles.isActive, true), ne(profiles.userId, current.userId)))
      .for("update");
    if (others.length === 0) throw new ApiError("bad_request", LAST_ADMIN_MESSAGE, { reason: "last_admin" });
  }
  if (refusal) throw new ApiError("bad_request", refusal, { reason: "own_access" });
}

export async function updateUser(
  db: Database,
  userId: string,
  input: z.output<typeof userUpdateSchema>,
  actingUserId: string,
): Promise<Profile> {
  return db.transaction(async (tx) => {
    const { profile: current, username } = await lockProfile(tx, userId);
    if (input.updatedAt && new Date(input.updatedAt).getTime() !== current.updatedAt.getTime()) {
      throw new ApiError("conflict", STALE_MESSAGE);
    }
    await assertAccessChangeAllowed(tx, current, input, actingUserId);

    // A pending request is settled once the Admin grants it or sets another role.
    const requestSettled = input.role === current.requestedRole || input.role !== current.role;
    const [row] = await tx
      .update(profiles)
      .set({
        name: input.name,
        role: input.role,
        shopName: input.shopName,
        isActive: input.isActive,
        requestedRole: requestSettled ? null : current.requestedRole,
        updatedAt: new Date(),
      })
      .where(eq(profiles.userId, userId))
      .returning();
    await tx.update(users).set({ name: input.name, updatedAt: new Date() }).where(eq(users.id, userId));
    // Deactivation ends the user's open sessions at once.
    if (!input.isActive) await tx.delete(sessions).where(eq(sessions.userId, userId));
    return toProfile(row!, username);
  });
}

export async function deactivateUser(db: Database, userId: string, actingUserId: string): Promise<Profile> {
  return db.transaction(async (tx) => {
    const { profile: current, username } = await lockProfile(tx, userId);
    await assertAccessChangeAllowed(tx, current, { role: current.role, isActive: false }, actingUserId);
    const [row] = await tx
      .update(profiles)
      .set({ isActive: false, updatedAt: new Date() })
      .where(eq(profiles.userId, userId))
      .returning();
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    return toProfile(row!, username);
  });
}

/**
 * The account is created without a password, with the chosen role, and a one-time
 * set-password link valid for 7 days (a reset token, so the reset screen sets the password).
 */
export async function inviteUser(
  db: Database,
  input: z.output<typeof inviteUserSchema>,
): Promise<{ profile: Profile; token: string }> {
  const email = input.email.toLowerCase();
  const token = randomBytes(24).toString("base64url");
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
    if (existing) throw new ApiError("conflict", "An account with this e-mail address already exists.");
    const userId = randomUUID();
    const username = firstFreeUsername(email, await usernamesStartingWith(tx, usernamePrefix(email)));
    // The trigger creates the profile; the Admin's choice of role then replaces the default.
    await tx.insert(users).values({ id: userId, name: input.name, email, emailVerified: true, username, initialRole: input.role });
    const [row] = await tx
      .update(profiles)
      .set({ role: input.role, requestedRole: null, shopName: input.shopName, updatedAt: new Date() })
      .where(eq(profiles.userId, userId))
      .returning();
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier: `reset-password:${token}`,
      value: userId,
      expiresAt: new Date(Date.now() + INVITE_DAYS * 24 * 60 * 60 * 1000),
    });
    return { profile: toProfile(row!, username), token };
  });
}

async function usernamesStartingWith(tx: Transaction, prefix: string): Promise<string[]> {
  const pattern = `${prefix.replace(/[\\%_]/g, "\\$&")}%`;
  const rows = await tx.select({ username: users.username }).from(users).where(sql`lower(${users.username}) like ${pattern}`);
  return rows.flatMap((row) => (row.username ? [row.username] : []));
}
