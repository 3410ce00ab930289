import { sql, type SQL } from "drizzle-orm";
import { SHOP_COLLECTIONS, SHOP_CONFLICT_DAYS, SHOP_PULL_MAX_BYTES, SHOP_PULL_MAX_CHANGES, type ShopCollection, type ShopConflict, type ShopPullResponse, type ShopRecordChange } from "../../shared/schemas/shop-sync";
import { arrayRowStatement } from "../db/array-rows";
import type { Database } from "../db/database";
import { rowFromJson } from "../db/json-row";
import { perDatabase } from "../db/per-database";
import { instanceSettings, profiles, syncClients, syncConflicts, syncSpace } from "../db/schema";
import { ApiError } from "../http/api-error";
import { formatCookie, parseCookie } from "./cookie";
import type { RecordChange } from "./record-store";
import { RECORD_STORES } from "./record-stores";
import { SHOP_RECORDS_OFF_MESSAGE, SHOP_RECORDS_SHARED_KEY } from "./shop-records-setting";
import { OTHER_USERS_DEVICE_MESSAGE } from "./sync-client";

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
  /** The last version the answer covers: the space's own, or less when the cap cut it short. */
  upto: number;
  more: boolean;
  shared: boolean;
  deviceUserId: string | null;
  lastMutationId: number | null;
  reset: boolean;
  /** The page's changes by kind: each collection's records, "conflicts" made and "dismissed" ones (null: none). */
  page: (Partial<Record<ShopCollection | "conflicts", [Record<string, unknown>, string | null][]>> & { dismissed?: number[] }) | null;
}

/** Rows a table may offer one answer: one more than the cap shows whether the cap is reached. */
const OFFERED = SHOP_PULL_MAX_CHANGES + 1;

/**
 * The whole pull in one statement, which PostgreSQL answers from one snapshot: the sync space,
 * the sharing setting, the device's row, and one page of what changed after the cookie (from the
 * start on a reset: every record, tombstones too, and every open conflict). One moment of the
 * shop, as a repeatable-read transaction of several statements gave, in one round trip instead of
 * ten. The cookie holds while it names this epoch and a version not ahead of the server's
 * (cookie.ts).
 *
 * The page: every table offers its first changes in version order (records, conflicts made and
 * conflicts dismissed, each row at the version that last wrote it), whole versions only (`with
 * ties`), and the first of those overall are taken, again by whole versions. The page ends at the
 * last version that keeps it within SHOP_PULL_MAX_CHANGES and SHOP_PULL_MAX_BYTES, or at the first
 * version when that alone is over; a version is one transaction, so a device never holds half of
 * one. Each change's JSON is built once, and only for the changes offered.
 */
function buildPull(db: Database) {
  const since = sql.placeholder("since");
  const reset = sql`not coalesce(${syncSpace.epoch}::text = ${sql.placeholder("epoch")}::text and ${since}::bigint <= ${syncSpace.version}, false)`;
  // The values that bound what is read go in through sub-selects the planner cannot see into, so
  // PostgreSQL plans the pull once and keeps the plan: with the cookie's version in view it judged
  // each call's own plan cheaper and planned the whole pull again every time, which cost more
  // than running it. A range with both ends unseen is estimated as narrow, which keeps the version
  // index in use; the upper end leaves nothing out, as every version is taken from the space's.
  const inRange = (version: SQL) => sql`${version} > (select after from pull_space) and ${version} <= (select top from pull_space)`;
  const offered = (version: SQL) => sql`order by ${version} fetch first ${sql.raw(String(OFFERED))} rows with ties`;
  const recordRows: SQL[] = SHOP_COLLECTIONS.map((collection) => {
    const { table, pulledJson } = RECORD_STORES[collection];
    return sql`(select ${sql.raw(`'${collection}'`)}::text as c, ${table.version} as version, json_build_array(${pulledJson}, ${profiles.name}) as item
      from ${table} left join ${profiles} on ${profiles.userId} = ${table.updatedBy}
      where ${inRange(sql`${table.version}`)} ${offered(sql`${table.version}`)})`;
  });
  // An open conflict comes whole with its author's name; a dismissed one as its id, and never on
  // a reset, whose device holds no conflicts to drop. Older than SHOP_CONFLICT_DAYS: the device
  // has dropped it, or would at once.
  const conflictRows = sql`(select case when ${syncConflicts.dismissed} then 'dismissed' else 'conflicts' end as c, ${syncConflicts.version} as version,
      case when ${syncConflicts.dismissed} then to_json(${syncConflicts.id}) else json_build_array(to_json(${syncConflicts}), ${profiles.name}) end as item
    from ${syncConflicts} left join ${profiles} on ${profiles.userId} = ${syncConflicts.changedBy}
    where ${inRange(sql`${syncConflicts.version}`)}
      and ${syncConflicts.changedAt} > (select ${sql.placeholder("conflictsSince")}::timestamptz)
      and (not ${syncConflicts.dismissed} or not (select reset from pull_space))
    ${offered(sql`${syncConflicts.version}`)})`;
  const maxChanges = sql.raw(String(SHOP_PULL_MAX_CHANGES));
  const maxBytes = sql.raw(String(SHOP_PULL_MAX_BYTES));
  return arrayRowStatement(
    db,
    "shop_pull",
    sql`with pull_space as (
      select ${syncSpace.version} as top, ${reset} as reset, case when ${reset} then 0 else ${since}::bigint end as after
      from ${syncSpace} where ${syncSpace.id} = 1
    ),
    page_rows as materialized (
      select c, version, item, octet_length(item::text) as bytes
      from (${sql.join([...recordRows, conflictRows], sql` union all `)}) as offered
      ${offered(sql`version`)}
    ),
    page_versions as (
      select version, sum(count(*)) over running as changes, sum(sum(bytes)) over running as bytes
      from page_rows group by version window running as (order by version)
    ),
    page_end as (
      select case
        when coalesce(max(changes), 0) <= ${maxChanges} and coalesce(max(bytes), 0) <= ${maxBytes} then (select top from pull_space)
        else coalesce(max(version) filter (where changes <= ${maxChanges} and bytes <= ${maxBytes}), min(version))
      end as upto
      from page_versions
    )
    select json_build_object(
      'epoch', ${syncSpace.epoch}, 'upto', (select upto from page_end),
      'more', (select upto from page_end) < ${syncSpace.version},
      'shared', coalesce((select ${instanceSettings.value} = 'true' from ${instanceSettings} where ${instanceSettings.key} = ${SHOP_RECORDS_SHARED_KEY}), false),
      'deviceUserId', ${syncClients.userId}, 'lastMutationId', ${syncClients.lastMutationId},
      'reset', ${reset},
      'page', (select json_object_agg(c, items) from (
        select c, json_agg(item order by version) as items from page_rows where version <= (select upto from page_end) group by c
      ) as page))
    from ${syncSpace} left join ${syncClients} on ${syncClients.clientId} = ${sql.placeholder("clientId")}
    where ${syncSpace.id} = 1`,
  );
}
const pullStatement = perDatabase(buildPull);

/**
 * One page of what changed after the device's cookie (records, conflicts made and dismissed) and
 * the device's last applied mutation, all read in one snapshot: the answer is one moment of the
 * shop, so the new cookie covers exactly what it carries, and `more` says whether later changes
 * wait for the next pull. The viewer's device: one unknown so far may be pulled by anyone
 * (it becomes the first pusher's); another user's is refused. Sharing off is a 409.
 */
export async function pullChanges(db: Database, viewerId: string, clientId: string, cookie: string | undefined): Promise<ShopPullResponse> {
  const named = parseCookie(cookie);
  const conflictsSince = new Date(Date.now() - SHOP_CONFLICT_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const [found] = await pullStatement(db)({ clientId, epoch: named?.epoch ?? null, since: named?.version ?? 0, conflictsSince });
  if (!found) throw new Error("The sync space is missing: the shop records migration has not run.");
  const pull = found[0] as PullRow;
  if (!pull.shared) throw new ApiError("shop_records_off", SHOP_RECORDS_OFF_MESSAGE);
  if (pull.deviceUserId !== null && pull.deviceUserId !== viewerId) throw new ApiError("forbidden", OTHER_USERS_DEVICE_MESSAGE);
  const changes: ShopRecordChange[] = [];
  const page = pull.page ?? {};
  for (const collection of SHOP_COLLECTIONS) {
    const store = RECORD_STORES[collection];
    for (const [row, name] of page[collection] ?? []) changes.push(toChange(collection, store.changeFromJson(row, name)));
  }
  return {
    cookie: formatCookie({ epoch: pull.epoch, version: pull.upto }),
    reset: pull.reset,
    more: pull.more,
    lastMutationId: pull.lastMutationId ?? 0,
    changes,
    conflicts: (page.conflicts ?? []).map(([row, name]) => toConflict(row, name)),
    dismissedConflicts: page.dismissed ?? [],
  };
}
