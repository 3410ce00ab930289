import type { QueryClient } from "@tanstack/react-query";
import { queryOptions } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { ShopRecordsSetting } from "@/shared/schemas/shop-sync";
import { sessionClient } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/**
 * The setting as the session check (GET /api/auth/me) answers it: every signed-in device asks, and
 * asks again when it changes (live event). Not GET /api/shop-records/setting: with sharing off,
 * the app makes no call of its own for these records.
 */
export const shopRecordsSettingQuery = queryOptions({
  queryKey: queryKeys["shop-records-setting"].all,
  queryFn: async ({ signal }): Promise<ShopRecordsSetting> => settingOf(await parseResponse(sessionClient.me.$get(undefined, { init: { signal } }))),
  // Every session check answers it too and fills it in (see lib/auth/me.ts), so it is asked on its
  // own only before the first check, and when a live event says it changed (an invalidation).
  staleTime: Infinity,
});

/** The setting as an answer of GET /api/auth/me carries it. */
export function settingOf(answer: object): ShopRecordsSetting {
  return { shared: "shopRecordsShared" in answer && answer.shopRecordsShared === true };
}

let client: QueryClient | null = null;

/** The app's query client, so an answer learnt outside a query (a PUT, a push refused) updates the setting's query. */
export function connectSettingCache(queryClient: QueryClient): () => void {
  client = queryClient;
  return () => {
    if (client === queryClient) client = null;
  };
}

/** Records the setting as the server now has it; a check already under way would answer what it was before. */
export async function recordSetting(shared: boolean): Promise<void> {
  if (!client) return;
  await client.cancelQueries({ queryKey: shopRecordsSettingQuery.queryKey });
  client.setQueryData(shopRecordsSettingQuery.queryKey, { shared });
}
