import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { queryKeys } from "@/web/lib/query-keys";
import { followSetting } from "./follow-setting";
import { connectSettingCache, shopRecordsSettingQuery } from "./setting-cache";
import { shopMode } from "./shop-mode";
import { syncEngine } from "./shop-sync";
import { syncStatusStore } from "./sync-status";

/** The shop's records are pulled at least this often while sharing is on. */
export const SYNC_INTERVAL_MS = 60_000;

/**
 * Mounted once by the app shell for the signed-in person: follows the server's setting, and
 * while sharing is on keeps the copy in sync. A sync runs on start, on the live event
 * "shop-records" (it refetches this query), when the connection or the live stream comes back,
 * when the tab becomes visible, every minute, and soon after an edit (the engine).
 */
export function useShopRecordsSync(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => connectSettingCache(queryClient), [queryClient]);

  const setting = useQuery({ ...shopRecordsSettingQuery, enabled: userId !== null });
  const staff = useSyncExternalStore(shopMode.subscribe, shopMode.isStaff, shopMode.isStaff);
  useEffect(() => {
    // Followed again when the person becomes staff: the device may have missed a change meanwhile.
    if (setting.data && staff) void followSetting(setting.data.shared);
  }, [setting.data, staff]);

  // False while a User is signed in: the sync never starts for them.
  const shared = useSyncExternalStore(shopMode.subscribe, shopMode.isShared, shopMode.isShared);
  const active = shared && userId !== null;
  useEffect(() => {
    if (!active || !userId) return;
    syncEngine.start(userId);
    return () => syncEngine.stop();
  }, [active, userId]);

  useQuery({
    queryKey: queryKeys["shop-records"].all,
    queryFn: async () => {
      await syncEngine.sync();
      return Date.now();
    },
    enabled: active,
    // Data from the start: TanStack restarts a fetch that a live event invalidates only once the
    // query holds data, and otherwise lets the change ride on the fetch under way. A device's
    // first sync is its longest (pull, add its own records, push, pull), and when sharing is
    // turned on every device makes it at the same moment: the other devices' pokes came while it
    // ran and were lost, leaving this device without their records until the next minute's pull.
    initialData: 0,
    initialDataUpdatedAt: 0,
    // Stale at once, so the query syncs when mounted; the triggers below say when again.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    // The engine tells offline itself; TanStack's own pause would hide that.
    networkMode: "always",
    refetchInterval: SYNC_INTERVAL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: "always",
    refetchOnReconnect: "always",
  });

  useEffect(() => {
    const refresh = () => syncStatusStore.refresh();
    window.addEventListener("online", refresh);
    window.addEventListener("offline", refresh);
    return () => {
      window.removeEventListener("online", refresh);
      window.removeEventListener("offline", refresh);
    };
  }, []);
}
