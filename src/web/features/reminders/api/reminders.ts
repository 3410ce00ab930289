import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { reminderListSchema, reminderStoppedSchema, type ReminderListState } from "@/shared/schemas/reminders";
import { apiFetch } from "@/web/lib/api-client";

const remindersKey = (state: ReminderListState) => ["reminders", state] as const;

/** The Reminders list in one view: due, sent or failed. */
export function useReminders(state: ReminderListState) {
  return useQuery(
    queryOptions({
      queryKey: remindersKey(state),
      queryFn: async ({ signal }) =>
        reminderListSchema.parse(await (await apiFetch(`/api/reminders?state=${state}`, { signal })).json()).reminders,
    }),
  );
}

/** The mail's stop link: no account, the token is the credential. */
export function useStopReminders() {
  return useMutation({
    mutationFn: async (token: string) =>
      reminderStoppedSchema.parse(
        await (
          await apiFetch("/api/public/reminders/stop", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ token }),
          })
        ).json(),
      ),
  });
}
