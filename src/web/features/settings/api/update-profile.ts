import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdateInput } from "@/shared/schemas/account";
import type { Profile } from "@/shared/schemas/account-responses";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** PUT /api/profile upserts the signed-in user's own profile; the role is never part of it. */
export function updateProfile({ name, shopName }: ProfileUpdateInput): Promise<{ profile: Profile }> {
  return parseResponse(client.profile.$put({ json: { name, shopName } }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The header's name and every screen reading the session follow the saved profile.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
