import { sql } from "drizzle-orm";
import type { ShopCollection, ShopMutation, ShopPullResponse, ShopPushResponse } from "../../src/shared/schemas/shop-sync";
import type { DatabaseHandle } from "../../src/server/db/database";
import type { TestClient } from "./test-client";

/** Turns sharing of shop records on (or off) as the Admin; fails the test on any other answer. */
export async function shareShopRecords(admin: TestClient, shared = true): Promise<void> {
  const response = await admin.request("PUT", "/api/shop-records/setting", { shared });
  if (response.status !== 200) throw new Error(`PUT /api/shop-records/setting answered ${response.status}: ${await response.text()}`);
}

export function push(client: TestClient, clientId: string, mutations: readonly unknown[]): Promise<Response> {
  return client.request("POST", "/api/sync/push", { clientId, mutations });
}

/** A push that must answer 200; its answer. */
export async function pushOk(client: TestClient, clientId: string, mutations: readonly unknown[]): Promise<ShopPushResponse> {
  const response = await push(client, clientId, mutations);
  if (response.status !== 200) throw new Error(`POST /api/sync/push answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as ShopPushResponse;
}

/**
 * Pushes as a device does: a push answers after its time slice with how far it got, and the device
 * sends the rest at once, until the last mutation is answered. Returns the last answer, with the
 * refusals of every slice.
 */
export async function pushAll<Mutation extends { id: number }>(client: TestClient, clientId: string, mutations: readonly Mutation[]): Promise<ShopPushResponse> {
  const lastId = mutations.at(-1)?.id ?? 0;
  const rejected: ShopPushResponse["rejected"] = [];
  let remaining = mutations;
  for (;;) {
    const answer = await pushOk(client, clientId, remaining);
    rejected.push(...answer.rejected);
    if (answer.lastMutationId >= lastId) return { ...answer, rejected };
    const next = remaining.filter((mutation) => mutation.id > answer.lastMutationId);
    if (next.length === remaining.length) throw new Error(`A push made no progress past mutation ${answer.lastMutationId}.`);
    remaining = next;
  }
}

export function pullResponse(client: TestClient, clientId: string, cookie?: string): Promise<Response> {
  const query = new URLSearchParams({ clientId, ...(cookie === undefined ? {} : { cookie }) });
  return client.request("GET", `/api/sync/pull?${query.toString()}`);
}

/** A pull that must answer 200; its answer. */
export async function pull(client: TestClient, clientId: string, cookie?: string): Promise<ShopPullResponse> {
  const response = await pullResponse(client, clientId, cookie);
  if (response.status !== 200) throw new Error(`GET /api/sync/pull answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as ShopPullResponse;
}

export function putMutation(
  id: number,
  collection: ShopCollection,
  recordId: string,
  fields: Record<string, unknown>,
  baseVersion = 0,
): ShopMutation {
  return { id, name: "put", collection, recordId, baseVersion, fields };
}

/** Every row of the shop's record and sync tables as JSON text, to check that something changed nothing. */
const SHOP_TABLES = ["shop_vehicles", "shop_services", "shop_vehicle_custom_fields", "shop_service_custom_fields", "sync_conflict"] as const;
export type ShopTables = Record<(typeof SHOP_TABLES)[number], string[]>;

export async function shopTables(database: DatabaseHandle): Promise<ShopTables> {
  const tables = SHOP_TABLES;
  const result = {} as ShopTables;
  for (const table of tables) {
    const found = (await database.db.execute(sql.raw(`select row_to_json(t)::text as line from ${table} t order by 1`))) as unknown as {
      rows: { line: string }[];
    };
    result[table] = found.rows.map((row) => row.line);
  }
  return result;
}
