import { withFields, type ShopConflict, type ShopMutation, type ShopPullResponse, type ShopRecordChange } from "@/shared/schemas/shop-sync";
import { ApiError } from "@/web/lib/api-error";
import type { ShopApi } from "../shop-api";

interface StoredRecord extends ShopRecordChange {
  fieldVersions: Record<string, number>;
}

/**
 * A stand-in for the shop records endpoints at the network edge, for driving the browser's sync
 * in unit tests: the per-space version, exactly-once mutation ids per device, field-by-field
 * puts, tombstones and resets, as the contract describes them. The server's own tests prove the
 * real endpoints; this only answers as they do.
 */
export function createFakeShopServer() {
  const epoch = "epoch-1";
  let version = 0;
  let shared = true;
  let offline = false;
  /** Set to fail the next push's answer after applying it (the acknowledgement lost on the way). */
  let loseNextAnswer = false;
  /** Run while the next pull is on its way (a person editing meanwhile). */
  let duringNextPull: (() => void) | null = null;
  const records = new Map<string, StoredRecord>();
  /** Conflicts by id, each with the version that last wrote it (made, then dismissed). */
  const conflicts = new Map<number, ShopConflict & { version: number }>();
  /** At most this many changes (records and conflicts) per answer, as the real cap; null: no cap. */
  let pageSize: number | null = null;
  const pulls: { cookie: string | undefined; answer: ShopPullResponse }[] = [];
  const devices = new Map<string, { userId: string; last: number }>();
  const pushed: ShopMutation[] = [];
  const images = new Map<string, Blob>();
  let userId = "user-1";
  /** Each push request as it came (refused ones too): the ids it carried. */
  const pushRequests: number[][] = [];
  /** Set to refuse the next pushes with 429 and this Retry-After, as the server's per-person limit. */
  let refusePushesFor: { seconds: number | null; times: number } | null = null;
  /** At most this many new mutations applied per push, as a push whose time is up; null: all. */
  let appliedPerPush: number | null = null;

  const unreachable = () => new ApiError(0, "network", "The server could not be reached.");
  function guard(): void {
    if (offline) throw unreachable();
    if (!shared) throw new ApiError(409, "shop_records_off", "Shop records are turned off.");
  }
  function device(clientId: string) {
    const found = devices.get(clientId) ?? { userId, last: 0 };
    if (found.userId !== userId) throw new ApiError(403, "forbidden", "This device id belongs to another user.");
    devices.set(clientId, found);
    return found;
  }

  function apply(mutation: ShopMutation): void {
    if (mutation.name === "dismissConflict") {
      const conflict = conflicts.get(mutation.conflictId);
      if (!conflict || conflict.dismissed) return;
      version += 1;
      conflicts.set(conflict.id, { ...conflict, dismissed: true, version });
      return;
    }
    const key = `${mutation.collection}/${mutation.recordId}`;
    const stored = records.get(key);
    version += 1;
    if (mutation.name === "put") {
      const record = withFields(stored?.record ?? { id: mutation.recordId }, mutation.fields);
      if (mutation.savedAt) record.updatedAt = mutation.savedAt;
      const fieldVersions = { ...stored?.fieldVersions };
      for (const path of Object.keys(mutation.fields)) fieldVersions[path] = version;
      records.set(key, {
        collection: mutation.collection,
        id: mutation.recordId,
        version,
        record,
        deleted: stored?.deleted ?? false,
        deletedBy: stored?.deletedBy ?? null,
        updatedBy: userId,
        updatedByName: userId,
        fieldVersions,
      });
    } else if (stored) {
      records.set(key, { ...stored, version, deleted: mutation.name === "delete", deletedBy: mutation.name === "delete" ? userId : null });
    }
  }

  const api: ShopApi = {
    async push({ clientId, mutations }) {
      guard();
      pushRequests.push(mutations.map((mutation) => mutation.id));
      if (refusePushesFor && refusePushesFor.times > 0) {
        refusePushesFor.times -= 1;
        throw new ApiError(429, "too_many_requests", "Too many changes sent from this account.", {}, undefined, refusePushesFor.seconds);
      }
      const client = device(clientId);
      let applied = 0;
      for (const mutation of mutations) {
        if (mutation.id <= client.last) continue;
        if (appliedPerPush !== null && applied >= appliedPerPush) break;
        applied += 1;
        if (mutation.id > client.last + 1) {
          throw new ApiError(409, "mutation_gap", "A gap.", {}, { lastMutationId: client.last });
        }
        apply(mutation);
        pushed.push(mutation);
        client.last = mutation.id;
      }
      if (loseNextAnswer) {
        loseNextAnswer = false;
        throw unreachable();
      }
      return { lastMutationId: client.last, rejected: [] };
    },
    async pull(clientId, cookie): Promise<ShopPullResponse> {
      guard();
      const during = duringNextPull;
      duringNextPull = null;
      const client = device(clientId);
      const [cookieEpoch, cookieVersion] = (cookie ?? "").split(":");
      const since = cookieEpoch === epoch && Number(cookieVersion) <= version ? Number(cookieVersion) : null;
      // Every change in version order (each version here is one change), cut after pageSize of them.
      const after = since ?? 0;
      const waiting = [
        ...[...records.values()].filter((record) => record.version > after).map((record) => ({ version: record.version, record, conflict: null })),
        ...[...conflicts.values()]
          .filter((conflict) => conflict.version > after && (since !== null || !conflict.dismissed))
          .map((conflict) => ({ version: conflict.version, record: null, conflict })),
      ].sort((a, b) => a.version - b.version);
      const page = pageSize === null ? waiting : waiting.slice(0, pageSize);
      const more = page.length < waiting.length;
      const upto = more ? page.at(-1)!.version : version;
      const answer: ShopPullResponse = {
        cookie: `${epoch}:${upto}`,
        reset: since === null,
        more,
        lastMutationId: client.last,
        changes: page.flatMap(({ record }) => (record ? [record] : [])).map(({ fieldVersions: _versions, ...change }) => structuredClone(change)),
        conflicts: page.flatMap(({ conflict }) => (conflict && !conflict.dismissed ? [conflictOf(conflict)] : [])),
        dismissedConflicts: page.flatMap(({ conflict }) => (conflict?.dismissed ? [conflict.id] : [])),
      };
      pulls.push({ cookie, answer });
      during?.();
      return answer;
    },
    writeSetting: async (next) => {
      shared = next;
      return { shared };
    },
    async uploadImage(image) {
      guard();
      const id = `image-${images.size + 1}`;
      images.set(id, image);
      return { id, url: `/api/job-card-images/${id}` };
    },
  };

  function conflictOf({ version: _version, ...conflict }: ShopConflict & { version: number }): ShopConflict {
    return structuredClone(conflict);
  }

  return {
    api,
    records,
    /** Every pull answered, with the cookie it was asked with. */
    pulls,
    setPageSize: (size: number | null) => (pageSize = size),
    /** A same-field conflict on a record, as another device's push would leave it; its id. */
    addConflict(conflict: Omit<ShopConflict, "id" | "dismissed" | "changedBy" | "changedByName" | "changedAt"> & { changedAt?: string }): number {
      version += 1;
      const id = conflicts.size + 1;
      conflicts.set(id, { changedBy: "user-2", changedByName: "Other", ...conflict, changedAt: conflict.changedAt ?? new Date().toISOString(), id, dismissed: false, version });
      return id;
    },
    devices,
    pushed,
    images,
    record: (collection: string, id: string) => records.get(`${collection}/${id}`),
    setOffline: (value: boolean) => (offline = value),
    setShared: (value: boolean) => (shared = value),
    loseNextAnswer: () => (loseNextAnswer = true),
    pushRequests,
    /** Refuses the next `times` pushes with 429 and Retry-After `seconds` (null: none said). */
    refusePushes: (seconds: number | null, times = 1) => (refusePushesFor = { seconds, times }),
    applyPerPush: (count: number | null) => (appliedPerPush = count),
    duringNextPull: (action: () => void) => (duringNextPull = action),
    signIn: (user: string) => (userId = user),
    /** As after a restore from an older backup: the server forgets this device's last mutations. */
    forgetDevice: (clientId: string) => devices.delete(clientId),
  };
}
