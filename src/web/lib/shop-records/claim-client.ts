import { withSyncLock } from "./cross-tab";
import { newClientId } from "./client-id";
import { pendingAfter, renumber } from "./outbox";
import type { ShopDb } from "./shop-db";

/**
 * The device id to push with for the signed-in person. The server ties a device id to the person
 * who first pushed with it, so when someone else signs in on this browser, a new id is made and
 * the edits still waiting (the previous person's, made offline) move to it, numbered afresh:
 * they reach the shop rather than wait for that person to sign in here again.
 */
export function claimClient(db: ShopDb, userId: string): Promise<string> {
  return withSyncLock(async () => {
    const meta = await db.readMeta();
    if (meta.clientId && meta.userId === userId) return meta.clientId;
    return startClient(db, userId, meta.lastMutationId ?? 0);
  });
}

/** Moves the waiting edits to a new device id. Call holding the sync lock. */
export async function startClient(db: ShopDb, userId: string, lastMutationId: number): Promise<string> {
  const clientId = newClientId();
  const waiting = renumber(pendingAfter(await db.loadOutbox(), lastMutationId));
  // The id first: after a crash before the outbox is rewritten, its old numbers under the new id
  // are refused as a gap, which numbers them afresh again.
  await db.writeMeta({ clientId, userId, lastMutationId: 0, nextMutationId: waiting.length + 1 });
  await db.replaceOutbox(waiting);
  return clientId;
}

/**
 * The server refused a push as a gap: it has applied fewer of this device's mutations than the
 * device believes (a server restored from an older backup). The waiting ones are numbered on from
 * the server's last. Call holding the sync lock.
 */
export async function closeGap(db: ShopDb, serverLast: number): Promise<void> {
  const waiting = renumber(pendingAfter(await db.loadOutbox(), serverLast), serverLast + 1);
  await db.writeMeta({ lastMutationId: serverLast, nextMutationId: serverLast + 1 + waiting.length });
  await db.replaceOutbox(waiting);
}
