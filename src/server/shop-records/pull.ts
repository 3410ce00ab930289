import { and, asc, eq, gt, not } from "drizzle-orm";
import { SHOP_COLLECTIONS, type ShopConflict, type ShopPullResponse, type ShopRecordChange } from "../../shared/schemas/shop-sync";
import type { Database } from "../db/database";
import { profiles, syncConflicts } from "../db/schema";
import { cookieVersion, formatCookie } from "./cookie";
import type { RecordChange } from "./record-store";
import { RECORD_STORES } from "./record-stores";
import { readSpace } from "./space-version";
import { deviceLastMutationId, type SyncDevice } from "./sync-client";
import type { Transaction } from "./transaction";

/** Conflicts stay on the records' pages this long unless someone dismisses them first. */
const CONFLICT_DAYS = 30;

function toChange(collection: ShopRecordChange["collection"], change: RecordChange): ShopRecordChange {
  return {
    collection,
    id: change.id,
    version: change.version,
    record: change.savedAt === null ? change.data : { ...change.data, updatedAt: change.savedAt },
    deleted: change.deletedAt !== null,
    deletedBy: change.deletedBy,
    updatedBy: change.updatedBy,
    updatedByName: change.updatedByName,
  };
}

async function openConflicts(tx: Transaction, now: Date): Promise<ShopConflict[]> {
  const since = new Date(now.getTime() - CONFLICT_DAYS * 24 * 60 * 60 * 1000);
  const rows = await tx
    .select({ conflict: syncConflicts, changedByName: profiles.name })
    .from(syncConflicts)
    .leftJoin(profiles, eq(profiles.userId, syncConflicts.changedBy))
    .where(and(not(syncConflicts.dismissed), gt(syncConflicts.changedAt, since)))
    .orderBy(asc(syncConflicts.id));
  return rows.map(({ conflict, changedByName }) => ({
    id: conflict.id,
    collection: conflict.collection,
    recordId: conflict.recordId,
    field: conflict.field,
    keptValue: conflict.keptValue,
    overwrittenValue: conflict.overwrittenValue,
    changedBy: conflict.changedBy,
    changedByName,
    changedAt: conflict.changedAt.toISOString(),
    dismissed: conflict.dismissed,
  }));
}

/**
 * Every change after the device's cookie (every record, tombstones too, on a reset), the device's
 * last applied mutation and the open conflicts, all read in one snapshot: the answer is one
 * moment of the shop, so the new cookie covers exactly what it carries.
 */
export function pullChanges(db: Database, device: SyncDevice, cookie: string | undefined): Promise<ShopPullResponse> {
  return db.transaction(
    async (tx) => {
      const space = await readSpace(tx);
      const lastMutationId = await deviceLastMutationId(tx, device);
      const since = cookieVersion(cookie, space);
      const changes: ShopRecordChange[] = [];
      for (const collection of SHOP_COLLECTIONS) {
        for (const change of await RECORD_STORES[collection].changedSince(tx, since)) changes.push(toChange(collection, change));
      }
      return {
        cookie: formatCookie(space),
        reset: since === null,
        lastMutationId,
        changes,
        conflicts: await openConflicts(tx, new Date()),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
