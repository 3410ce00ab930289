import { sql, type SQL } from "drizzle-orm";
import { SHOP_COLLECTIONS, type ShopConflict, type ShopPullResponse, type ShopRecordChange } from "../../shared/schemas/shop-sync";
import { arrayRowStatement } from "../db/array-rows";
import type { Database } from "../db/database";
import { jsonRowsWithName, rowFromJson } from "../db/json-row";
import { readerGate, readerKind, type ListReader, type ReaderKind } from "../db/lists/list-statement";
import { perDatabase } from "../db/per-database";
import { instanceSettings, profiles, sessions, syncClients, syncConflicts, syncSpace } from "../db/schema";
import { ApiError } from "../http/api-error";
import { formatCookie, parseCookie } from "./cookie";
import type { RecordChange, ShopTable } from "./record-store";
import { RECORD_STORES } from "./record-stores";
import { SHOP_RECORDS_OFF_MESSAGE, SHOP_RECORDS_SHARED_KEY } from "./shop-records-setting";
import { OTHER_USERS_DEVICE_MESSAGE } from "./sync-client";

/** Conflicts stay on the records' pages this long unless someone dismisses them first. */
const CONFLICT_DAYS = 30;

/** A change as the pull hands it out; its record is the pull's own (changeFromJson made it), so its save time goes in as it is. */
function toChange(collection: ShopRecordChange["collection"], change: RecordChange): ShopRecordChange {
  const record = change.data;
  if (change.savedAt !== null) record.updatedAt = change.savedAt;
  return {
    collection,
    id: change.id,
    version: change.version,
    record,
    deleted: change.deletedAt !== null,
    deletedBy: change.deletedBy,
    updatedBy: change.updatedBy,
    updatedByName: change.updatedByName,
  };
}

function toConflict(json: Record<string, unknown>, changedByName: string | null): ShopConflict {
  const conflict = rowFromJson(syncConflicts, json);
  return {
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
  };
}

/** A pull as its one statement answers it. */
interface PullRow {
  epoch: string;
  version: number;
  shared: boolean;
  readerId: string | null;
  deviceUserId: string | null;
  lastMutationId: number | null;
  reset: boolean;
  changes: Record<string, [Record<string, unknown>, string | null][]>;
  conflicts: [Record<string, unknown>, string | null][];
}

/**
 * The whole pull in one statement, which PostgreSQL answers from one snapshot: the sync space,
 * the sharing setting, the device's row, every collection's changes after the cookie (every
 * record, tombstones too, on a reset) and the open conflicts. One moment of the shop, as a
 * repeatable-read transaction of several statements gave, in one round trip instead of ten. The
 * cookie holds while it names this epoch and a version not ahead of the server's (cookie.ts).
 * With a session reader the statement also checks the session (no row, no session), and with a
 * remembered one that the remembered check still holds (session-gate.ts: it fails otherwise).
 */
function buildPull(db: Database, kind: ReaderKind) {
  const gate = readerGate(kind);
  const since = sql.placeholder("since");
  const reset = sql`not coalesce(${syncSpace.epoch}::text = ${sql.placeholder("epoch")}::text and ${since}::bigint <= ${syncSpace.version}, false)`;
  // The values that bound what is read go in through sub-selects the planner cannot see into, so
  // PostgreSQL plans the pull once and keeps the plan: with the cookie's version in view it judged
  // each call's own plan cheaper and planned the whole pull again every time, about 0.3 ms, more
  // than running it. A range with both ends unseen is estimated as narrow, which keeps the version
  // index in use; the upper end leaves nothing out, as every version is taken from the space's.
  const changedSince = (table: ShopTable) => sql`where ${table.version} > (select ${since}::bigint) and ${table.version} <= ${syncSpace.version}`;
  const changes: SQL[] = SHOP_COLLECTIONS.map((collection) => {
    const { table, pulledJson } = RECORD_STORES[collection];
    const rows = (after: SQL) =>
      jsonRowsWithName(
        pulledJson,
        sql`${profiles.name}`,
        sql`from ${table} left join ${profiles} on ${profiles.userId} = ${table.updatedBy} ${after}`,
        sql`${table.version}`,
      );
    return sql`${collection}::text, case when ${reset} then ${rows(sql``)} else ${rows(changedSince(table))} end`;
  });
  const readerId =
    kind === "session"
      ? sql`(select ${sessions.userId} from ${sessions} where ${sessions.token} = ${sql.placeholder("sessionToken")})`
      : sql`${sql.placeholder("viewerId")}::text`;
  const conflicts = jsonRowsWithName(
    sql`to_json(${syncConflicts})`,
    sql`${profiles.name}`,
    sql`from ${syncConflicts} left join ${profiles} on ${profiles.userId} = ${syncConflicts.changedBy}
      where not ${syncConflicts.dismissed} and ${syncConflicts.changedAt} > (select ${sql.placeholder("conflictsSince")}::timestamptz)`,
    sql`${syncConflicts.id}`,
  );
  return arrayRowStatement(
    db,
    `shop_pull_${kind}`,
    sql`select json_build_object(
      'epoch', ${syncSpace.epoch}, 'version', ${syncSpace.version},
      'shared', coalesce((select ${instanceSettings.value} = 'true' from ${instanceSettings} where ${instanceSettings.key} = ${SHOP_RECORDS_SHARED_KEY}), false),
      'readerId', ${readerId},
      'deviceUserId', ${syncClients.userId}, 'lastMutationId', ${syncClients.lastMutationId},
      'reset', ${reset},
      'changes', json_build_object(${sql.join(changes, sql`, `)}),
      'conflicts', ${conflicts})
    from ${syncSpace} left join ${syncClients} on ${syncClients.clientId} = ${sql.placeholder("clientId")}
    where ${syncSpace.id} = 1 ${gate ? sql`and ${gate}` : sql``}`,
  );
}
const pullStatements = perDatabase((db) => ({
  session: buildPull(db, "session"),
  remembered: buildPull(db, "remembered"),
  viewer: buildPull(db, "viewer"),
}));

/**
 * Every change after the device's cookie, the device's last applied mutation and the open
 * conflicts, all read in one snapshot: the answer is one moment of the shop, so the new cookie
 * covers exactly what it carries. The reader's device: one unknown so far may be pulled by anyone
 * (it becomes the first pusher's); another user's is refused. Sharing off is a 409. Null when the
 * reader is a session the statement found ended, expired or not allowed (the caller then checks
 * the session the usual way); with a remembered check that no longer holds, the statement fails.
 */
export async function pullChanges(db: Database, reader: ListReader, clientId: string, cookie: string | undefined): Promise<ShopPullResponse | null> {
  const named = parseCookie(cookie);
  const statements = pullStatements(db);
  const kind = readerKind(reader);
  const statement = statements[kind];
  const conflictsSince = new Date(Date.now() - CONFLICT_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const values: Record<string, unknown> = { clientId, epoch: named?.epoch ?? null, since: named?.version ?? 0, conflictsSince };
  // Assigned in, not spread with the rest added: in V8 an object spread that adds keys takes a slow path.
  const [found] = await statement(Object.assign(values, reader));
  if (!found) {
    if (kind !== "viewer") return null;
    throw new Error("The sync space is missing: the shop records migration has not run.");
  }
  const pull = found[0] as PullRow;
  if (!pull.shared) throw new ApiError("shop_records_off", SHOP_RECORDS_OFF_MESSAGE);
  if (pull.deviceUserId !== null && pull.deviceUserId !== pull.readerId) throw new ApiError("forbidden", OTHER_USERS_DEVICE_MESSAGE);
  const changes: ShopRecordChange[] = [];
  for (const collection of SHOP_COLLECTIONS) {
    const store = RECORD_STORES[collection];
    for (const [row, name] of pull.changes[collection] ?? []) changes.push(toChange(collection, store.changeFromJson(row, name)));
  }
  const space = { epoch: pull.epoch, version: pull.version };
  return {
    cookie: formatCookie(space),
    reset: pull.reset,
    lastMutationId: pull.lastMutationId ?? 0,
    changes,
    conflicts: pull.conflicts.map(([row, name]) => toConflict(row, name)),
  };
}
