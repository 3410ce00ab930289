import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** Signs one of the user's other devices out: its session ends on the server. */
export function endAccountSession(sessionId: string): Promise<void> {
  return apiRequest<void>(`/account/sessions/${encodeURIComponent(sessionId)}`, { method: "DELETE" });
}

export function useEndAccountSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAccountSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountSessions }),
  });
}
