import { eq, sql } from "drizzle-orm";
import { syncSpace } from "../db/schema";
import type { Transaction } from "./transaction";

/** The shop's sync space as a pull reads it. */
export interface SyncSpace {
  epoch: string;
  version: number;
}

/**
 * Takes the next version of the shop's records. It must be the first write of a transaction that
 * changes them: the row lock it takes is held until commit, so writers queue here and versions
 * become visible in the order they were taken (a puller never skips one committed later).
 */
export async function bumpSpaceVersion(tx: Transaction): Promise<number> {
  const [row] = await tx
    .update(syncSpace)
    .set({ version: sql`${syncSpace.version} + 1` })
    .where(eq(syncSpace.id, 1))
    .returning({ version: syncSpace.version });
  if (!row) throw new Error("The sync space is missing: the shop records migration has not run.");
  return row.version;
}
