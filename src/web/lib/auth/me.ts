import { queryOptions } from "@tanstack/react-query";
import type { Me } from "@/shared/schemas/account-responses";
import { parseResponse } from "hono/client";
import { sessionClient } from "@/web/lib/api-client";
import { ApiError } from "@/web/lib/api-error";
import { queryKeys } from "@/web/lib/query-keys";
import { settingOf, shopRecordsSettingQuery } from "@/web/lib/shop-records/setting-cache";
import { readLastProfile, writeLastProfile } from "./last-profile";

/** The session is checked every 30 s, so an ended one is noticed within that. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;

/** Further tries of a failed session check before the app says it could not check the session. */
export const SESSION_CHECK_RETRIES = 2;

/**
 * A definite "no session": the server answered 401. Every other failure (throttled, a server
 * error, no network) says nothing about the session, so it is retried and the last known
 * session stands meanwhile.
 */
export function isNoSessionAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The signed-in user's profile, or null without a session (GET /api/auth/me answers 200 either way). */
export const meQueryOptions = queryOptions({
  queryKey: queryKeys.me,
  queryFn: async ({ signal, client }): Promise<Me | null> => {
    try {
      const answer = await parseResponse(sessionClient.me.$get(undefined, { init: { signal } }));
      const { profile } = answer;
      writeLastProfile(profile);
      // The same answer carries the shop records setting: one request for both.
      if (profile) client.setQueryData(shopRecordsSettingQuery.queryKey, settingOf(answer));
      return profile ? { profile } : null;
    } catch (error) {
      if (isNoSessionAnswer(error)) writeLastProfile(null);
      // No network: the app opens as the person last signed in here (the service worker has the
      // app); the server still checks the cookie on every request once the network is back.
      const last = error instanceof ApiError && error.status === 0 ? await readLastProfile() : null;
      if (last) return { profile: last };
      throw error;
    }
  },
  // Asked even without a network, so the answer above is reached rather than paused.
  networkMode: "offlineFirst",
  staleTime: SESSION_CHECK_INTERVAL_MS,
  refetchInterval: SESSION_CHECK_INTERVAL_MS,
  retry: (failures, error) => !isNoSessionAnswer(error) && failures < SESSION_CHECK_RETRIES,
});
