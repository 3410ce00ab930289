import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { useSession } from "@/web/lib/auth/use-session";
import { shopRecordsSettingQuery } from "./setting-cache";
import { shopMode } from "./shop-mode";

/**
 * Whether this browser works on the shop's shared records, and whether the server's setting is
 * still being asked. Before the first answer, `shared` is the mode this browser last knew.
 */
export function useShopRecordsMode(): { shared: boolean; loading: boolean } {
  const signedIn = useSession().status === "signed-in";
  const setting = useQuery({ ...shopRecordsSettingQuery, enabled: signedIn });
  const shared = useSyncExternalStore(shopMode.subscribe, shopMode.isShared, shopMode.isShared);
  return { shared, loading: signedIn && setting.isPending };
}
