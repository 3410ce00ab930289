import { SHOP_CONFLICT_DAYS, type ShopConflict, type ShopPullResponse } from "@/shared/schemas/shop-sync";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The conflicts a page still shows: open, and made within SHOP_CONFLICT_DAYS of `now`, oldest first. */
export function currentConflicts(conflicts: readonly ShopConflict[], now: number): ShopConflict[] {
  const since = now - SHOP_CONFLICT_DAYS * DAY_MS;
  return conflicts.filter((conflict) => !conflict.dismissed && Date.parse(conflict.changedAt) > since).sort((a, b) => a.id - b.id);
}

/**
 * The device's conflicts after a pull. A pull carries only what happened after the device's
 * cookie, so its conflicts are added to the device's list by id and its dismissals dropped from
 * it; a reset starts the list again from the pull's. Those older than SHOP_CONFLICT_DAYS are
 * dropped here, as the server no longer sends them.
 */
export function mergeConflicts(
  current: readonly ShopConflict[],
  pull: Pick<ShopPullResponse, "reset" | "conflicts" | "dismissedConflicts">,
  now: number,
): ShopConflict[] {
  const byId = new Map<number, ShopConflict>(pull.reset ? [] : current.map((conflict) => [conflict.id, conflict]));
  for (const conflict of pull.conflicts) byId.set(conflict.id, conflict);
  // An answer from a server without dismissals to tell leaves the list as it stands.
  for (const id of pull.dismissedConflicts ?? []) byId.delete(id);
  return currentConflicts([...byId.values()], now);
}
