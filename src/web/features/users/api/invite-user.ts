import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InviteUserInput } from "@/shared/schemas/account";
import type { Invitation } from "@/shared/schemas/account-responses";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** The server creates the account without a password and returns a one-time link. */
export function inviteUser(input: InviteUserInput): Promise<Invitation> {
  return parseResponse(client.users.$post({ json: input }));
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}
