import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Profile } from "@/shared/schemas/account-responses";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** The server also ends the user's open sessions. */
export function deactivateUser(userId: string): Promise<{ user: Profile }> {
  return parseResponse(client.users[":userId"].deactivate.$post({ param: { userId: encodeURIComponent(userId) } }));
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}
