import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@/shared/schemas/account";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** The server ends the user's other sessions; this one stays signed in. */
export async function changePassword({ newPassword }: ChangePasswordInput): Promise<void> {
  await client.account.password.$post({ json: { newPassword } });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The other devices were signed out: the Signed-in Devices list shows only this one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountSessions }),
  });
}
