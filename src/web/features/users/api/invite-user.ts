import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InviteUserInput } from "@/shared/schemas/account";
import type { Invitation } from "@/shared/schemas/account-responses";
import { apiRequest } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** The server creates the account without a password and returns a one-time link. */
export function inviteUser(input: InviteUserInput): Promise<Invitation> {
  return apiRequest<Invitation>("/users", { method: "POST", body: input });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}
