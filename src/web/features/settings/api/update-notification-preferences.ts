import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationPreferencesInput } from "@/shared/schemas/account";
import type { Me, Profile } from "@/shared/schemas/account-responses";
import { meQueryOptions } from "@/web/lib/auth/me";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";

/** PUT /api/profile/notifications saves the signed-in user's two notification choices. */
export function updateNotificationPreferences(preferences: NotificationPreferencesInput): Promise<{ profile: Profile }> {
  return parseResponse(client.profile.notifications.$put({ json: preferences }));
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    // The answer is the saved profile: the session shows it at once, without another request.
    onSuccess: ({ profile }) => {
      const me: Me = { profile };
      queryClient.setQueryData(meQueryOptions.queryKey, me);
    },
  });
}
