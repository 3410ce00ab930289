import type { QueryClient } from "@tanstack/react-query";
import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "@/web/lib/query-keys";
import { shopApi } from "./shop-api";

/** GET /api/shop-records/setting: every signed-in device asks, and asks again when it changes (live event). */
export const shopRecordsSettingQuery = queryOptions({
  queryKey: queryKeys["shop-records-setting"].all,
  queryFn: ({ signal }) => shopApi.readSetting(signal),
});

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
