import { setImmediate as nextTurn } from "node:timers/promises";
import type { Profile } from "../../shared/schemas/account-responses";
import { isJobCardActionName } from "../../shared/schemas/job-card-actions";
import type { ShopPushResponse } from "../../shared/schemas/shop-sync";
import type { Database } from "../db/database";
import { pushJobCardAction } from "./push-job-card-action";
import { pushMutation, type PushOutcome, type RawMutation } from "./push-mutation";
import type { SyncDevice } from "./sync-client";

/**
 * How long one push goes on applying mutations before it answers with how far it got; the device
 * sends the rest at once. A maximal push on the embedded database takes several seconds: in
 * slices, each answer is prompt, the device's waiting count goes down as it goes, and a server
 * told to stop has at most one slice to finish.
 */
export const PUSH_BUDGET_MS = 2000;

/** What a push did, for its answer and its change event. */
export interface PushResult {
  /** The device's last mutation id the server has applied or refused. */
  lastMutationId: number;
  rejected: ShopPushResponse["rejected"];
  /** What applied job card actions said, by mutation id. */
  notices: NonNullable<ShopPushResponse["notices"]>;
  /** Whether any shop record mutation changed something (applied or refused): other devices should pull. */
  changed: boolean;
  /** The job cards that applied job card actions changed: their open pages should refresh. */
  jobCardIds: string[];
  /** The id that skipped ahead, when one did: it and those after it were not applied. */
  gapAt: number | null;
}

/**
 * Applies a device's mutations in order, each in its own transaction; stops at one whose id skips
 * ahead, or once the budget is spent and at least one mutation was done (so every push gets on,
 * even one that starts with mutations done before). Between two mutations the event loop takes a
 * turn: the embedded database runs in this process, and without the turn no other request would
 * be read until the whole push was done.
 */
export async function pushMutations(
  db: Database,
  device: SyncDevice,
  mutations: readonly RawMutation[],
  budgetMs = PUSH_BUDGET_MS,
  viewer?: Profile,
): Promise<PushResult> {
  const started = performance.now();
  const result: PushResult = { lastMutationId: 0, rejected: [], notices: [], changed: false, jobCardIds: [], gapAt: null };
  let done = false;
  for (const [index, raw] of mutations.entries()) {
    if (index > 0) {
      await nextTurn();
      if (done && performance.now() - started >= budgetMs) break;
    }
    let outcome: PushOutcome;
    if (isJobCardActionName(raw.name)) {
      // Job card actions are applied as the person pushing: the route names them.
      if (!viewer) throw new Error("A job card action was pushed without the person pushing it.");
      const action = await pushJobCardAction(db, device, viewer, raw);
      if (action.kind === "applied" && action.notice) result.notices.push({ id: raw.id, message: action.notice });
      if (action.kind === "applied" && action.jobCardId && !result.jobCardIds.includes(action.jobCardId)) result.jobCardIds.push(action.jobCardId);
      if (action.kind === "rejected") result.rejected.push({ id: raw.id, message: action.message, ...(action.code ? { code: action.code } : {}) });
      outcome = action;
    } else {
      outcome = await pushMutation(db, device, raw);
      if (outcome.kind === "applied" || outcome.kind === "rejected") result.changed = true;
      if (outcome.kind === "rejected") result.rejected.push({ id: raw.id, message: outcome.message });
    }
    result.lastMutationId = outcome.lastMutationId;
    if (outcome.kind === "gap") return { ...result, gapAt: raw.id };
    if (outcome.kind !== "skipped") done = true;
  }
  return result;
}
