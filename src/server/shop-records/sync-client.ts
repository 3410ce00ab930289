import { eq } from "drizzle-orm";
import { syncClients } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { Transaction } from "./transaction";

export const OTHER_USERS_DEVICE_MESSAGE = "This device id belongs to another user. Sign out and sign in again to sync.";

/** A device as its pushes and pulls name it: its id, and the signed-in user it pushes for. */
export interface SyncDevice {
  clientId: string;
  userId: string;
}

/**
 * The device's last applied mutation id, its row locked until the transaction ends (the device's
 * pushes, on any instance, take turns here). A device unknown so far becomes the user's when its
 * first change (number 1) arrives; until then it is at 0 and nothing is written, so a push that
 * skips ahead leaves no trace. A device of another user is refused.
 */
export async function lockDevice(tx: Transaction, device: SyncDevice, mutationId: number): Promise<number> {
  const locked = () => tx.select().from(syncClients).where(eq(syncClients.clientId, device.clientId)).for("update");
  let [row] = await locked();
  if (!row) {
    if (mutationId !== 1) return 0;
    await tx.insert(syncClients).values(device).onConflictDoNothing({ target: syncClients.clientId });
    [row] = await locked();
    if (!row) throw new Error("The device row vanished inside its own transaction.");
  }
  if (row.userId !== device.userId) throw new ApiError("forbidden", OTHER_USERS_DEVICE_MESSAGE);
  return row.lastMutationId;
}
