import type { ShopPushResponse } from "../../shared/schemas/shop-sync";
import type { Database } from "../db/database";
import { pushMutation, type RawMutation } from "./push-mutation";
import type { SyncDevice } from "./sync-client";

/** What a push did, for its answer and its change event. */
export interface PushResult {
  /** The device's last mutation id the server has applied or refused. */
  lastMutationId: number;
  rejected: ShopPushResponse["rejected"];
  /** Whether any mutation changed something (applied or refused): other devices should pull. */
  changed: boolean;
  /** The id that skipped ahead, when one did: it and those after it were not applied. */
  gapAt: number | null;
}

/** Applies a device's mutations in order, each in its own transaction; stops at one whose id skips ahead. */
export async function pushMutations(db: Database, device: SyncDevice, mutations: readonly RawMutation[]): Promise<PushResult> {
  const result: PushResult = { lastMutationId: 0, rejected: [], changed: false, gapAt: null };
  for (const raw of mutations) {
    const outcome = await pushMutation(db, device, raw);
    result.lastMutationId = outcome.lastMutationId;
    if (outcome.kind === "gap") return { ...result, gapAt: raw.id };
    if (outcome.kind === "skipped") continue;
    result.changed = true;
    if (outcome.kind === "rejected") result.rejected.push({ id: raw.id, message: outcome.message });
  }
  return result;
}
