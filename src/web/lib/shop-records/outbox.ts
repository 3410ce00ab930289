import { MAX_MUTATIONS_PER_PUSH, type ShopMutation } from "@/shared/schemas/shop-sync";
import type { PendingMutation } from "./shop-entry";

/**
 * The outbox's rules, kept pure: mutations are numbered in the order they were made, pushed
 * oldest first, and dropped once the server says it applied (or refused) them. The same rules
 * number the shop records' edits and the queued job card actions.
 */

/** A mutation as an outbox holds it: numbered by its device. */
type Numbered = { id: number };

/** The outbox's mutations the server has not applied yet, oldest first. */
export function pendingAfter<M extends Numbered>(outbox: readonly M[], lastMutationId: number): M[] {
  return outbox.filter((mutation) => mutation.id > lastMutationId).sort((a, b) => a.id - b.id);
}

/**
 * The id the next mutation gets. Each of the three is written at a different moment (the outbox
 * before the counter, the server's answer any time), so the highest of them is the safe one after
 * a crash between two writes.
 */
export function nextMutationId(stored: number, outboxIds: Iterable<number>, lastMutationId: number): number {
  let next = Math.max(stored, lastMutationId + 1, 1);
  for (const id of outboxIds) next = Math.max(next, id + 1);
  return next;
}

/** Numbers new mutations from `firstId` on, in the order they were made. */
export function numberMutations(mutations: readonly PendingMutation[], firstId: number): ShopMutation[] {
  return mutations.map((mutation, index) => ({ ...mutation, id: firstId + index }));
}

/** The oldest mutations that fit in one push. */
export function firstBatch<M extends Numbered>(outbox: readonly M[], max = MAX_MUTATIONS_PER_PUSH): M[] {
  return [...outbox].sort((a, b) => a.id - b.id).slice(0, max);
}

/**
 * The outbox numbered afresh from `firstId`, order kept: for a device id that starts over (the
 * server lost this device's last numbers in a restore, or another person signed in here).
 */
export function renumber<M extends Numbered>(outbox: readonly M[], firstId = 1): M[] {
  return [...outbox].sort((a, b) => a.id - b.id).map((mutation, index) => ({ ...mutation, id: firstId + index }));
}
