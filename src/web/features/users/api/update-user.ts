import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserUpdateInput } from "@/shared/schemas/account";
import type { Profile } from "@/shared/schemas/account-responses";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export interface UpdateUserVariables {
  userId: string;
  input: UserUpdateInput;
}

/** `input.updatedAt` is what the Admin saw; the server answers 409 when the user changed since. */
export function updateUser({ userId, input }: UpdateUserVariables): Promise<{ user: Profile }> {
  return parseResponse(client.users[":userId"].$patch({ param: { userId: encodeURIComponent(userId) }, json: input }));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // Settled, not only success: after a 409 the list must show the other person's change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}
