import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** Signs one of the user's other devices out: its session ends on the server. */
export async function endAccountSession(sessionId: string): Promise<void> {
  await client.account.sessions[":sessionId"].$delete({ param: { sessionId: encodeURIComponent(sessionId) } });
}

export function useEndAccountSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAccountSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountSessions }),
  });
}
