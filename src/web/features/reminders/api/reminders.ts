import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { ReminderListState } from "@/shared/schemas/reminders";
import { client } from "@/web/lib/api-client";
import { publicRemindersClient } from "@/web/lib/public-api-client";

const remindersKey = (state: ReminderListState) => ["reminders", state] as const;

/** The Reminders list in one view: due, sent or failed. */
export function useReminders(state: ReminderListState) {
  return useQuery(
    queryOptions({
      queryKey: remindersKey(state),
      queryFn: async ({ signal }) => (await parseResponse(client.reminders.$get({ query: { state } }, { init: { signal } }))).reminders,
    }),
  );
}

/** The mail's stop link: no account, the token is the credential. */
export function useStopReminders() {
  return useMutation({
    mutationFn: (token: string) => parseResponse(publicRemindersClient.public.reminders.stop.$post({ json: { token } })),
  });
}
