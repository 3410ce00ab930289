import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@/shared/schemas/account";
import { apiRequest } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** The server ends the user's other sessions; this one stays signed in. */
export function changePassword({ newPassword }: ChangePasswordInput): Promise<void> {
  return apiRequest<void>("/account/password", { method: "POST", body: { newPassword } });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The other devices were signed out: the Signed-in Devices list shows only this one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountSessions }),
  });
}
