import { customFieldCountProblem } from "../../shared/schemas/record-limits";
import { recordFields, withFields, type ShopMutation } from "../../shared/schemas/shop-sync";
import { syncConflicts } from "../db/schema";
import { fieldProblem } from "./field-rules";
import { InvalidMutationError } from "./invalid-mutation";
import type { MutationContext } from "./mutation-context";
import { RECORD_STORES } from "./record-stores";
import { sameValue } from "./same-value";

type PutMutation = Extract<ShopMutation, { name: "put" }>;

/**
 * Writes a put's fields over the record, creating it when absent. Fields the put leaves out are
 * untouched, so edits of different fields on different devices both survive. A field someone
 * else changed after the version this edit was based on is a same-field conflict: this later
 * edit wins and the value it overwrote is kept in sync_conflict. On a deleted record the delete
 * wins: the values go into the tombstone's data and the record stays deleted.
 */
export async function applyPut(context: MutationContext, mutation: PutMutation): Promise<void> {
  const { tx, version, userId, clientId, now } = context;
  for (const [path, value] of Object.entries(mutation.fields)) {
    const problem = fieldProblem(mutation.collection, path, value);
    if (problem) throw new InvalidMutationError(problem);
  }
  const store = RECORD_STORES[mutation.collection];
  const stored = await store.lock(tx, mutation.recordId);
  const data = store.normalize(withFields(stored?.data ?? { id: mutation.recordId }, mutation.fields));
  const tooMany = customFieldCountProblem(data, stored?.data ?? null);
  if (tooMany) throw new InvalidMutationError(tooMany);

  const before = stored ? recordFields(stored.data) : {};
  const after = recordFields(data);
  const fieldVersions = { ...stored?.fieldVersions };
  const fieldClients = { ...stored?.fieldClients };
  const conflicts: (typeof syncConflicts.$inferInsert)[] = [];
  let fieldChanged = false;
  for (const path of Object.keys(mutation.fields)) {
    if (stored && sameValue(before[path], after[path])) continue;
    fieldChanged = true;
    const changedElsewhere = (fieldVersions[path] ?? 0) > mutation.baseVersion && fieldClients[path] !== clientId;
    if (stored && changedElsewhere) {
      conflicts.push({
        collection: mutation.collection,
        recordId: mutation.recordId,
        field: path,
        keptValue: after[path] ?? null,
        overwrittenValue: before[path] ?? null,
        changedBy: userId,
        changedAt: now,
        version,
      });
    }
    fieldVersions[path] = version;
    fieldClients[path] = clientId;
  }
  const savedAt = mutation.savedAt ?? stored?.savedAt ?? null;
  if (stored && !fieldChanged && savedAt === stored.savedAt) return;
  if (conflicts.length > 0) await tx.insert(syncConflicts).values(conflicts);
  await store.save(tx, {
    id: mutation.recordId,
    data,
    version,
    fieldVersions,
    fieldClients,
    deletedAt: stored?.deletedAt ?? null,
    deletedBy: stored?.deletedBy ?? null,
    createdBy: stored ? stored.createdBy : userId,
    updatedBy: userId,
    updatedAt: now,
    savedAt,
  });
}
