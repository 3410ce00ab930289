import type { QueryClient } from "@tanstack/react-query";
import { roleOrDefault } from "@/shared/auth/roles";
import type { Me } from "@/shared/schemas/account-responses";
import { queryKeys } from "@/web/lib/query-keys";
import { shopMode } from "./shop-mode";

/**
 * Tells the shop mode whose session this tab has, from the session check's answer as it enters
 * the query cache: before any page renders with that session, so a User never sees a list drawn
 * from the shop copy, not even for one render.
 */
export function followSignedInRole(queryClient: QueryClient): () => void {
  const follow = () => {
    const me = queryClient.getQueryData<Me | null>(queryKeys.me);
    if (me !== undefined) shopMode.setSignedInRole(me ? roleOrDefault(me.profile.role) : null);
  };
  follow();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] === queryKeys.me[0]) follow();
  });
}
