import { queryOptions, useQueries } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { Reminder } from "@/shared/schemas/reminders";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** The views of GET /api/reminders that hold what was mailed, or tried and given up on. */
const RECORDED_STATES = ["sent", "failed"] as const;
type RecordedState = (typeof RECORDED_STATES)[number];

/** GET /api/reminders?state=&customerId=: one customer's reminders in one view, newest first. */
export function customerRemindersQueryOptions(customerId: string, state: RecordedState) {
  return queryOptions({
    // Under the customer's page key: what refreshes their page refreshes these too.
    queryKey: [...queryKeys.customers.detail(customerId), "reminders", state] as const,
    queryFn: async ({ signal }) => (await parseResponse(client.reminders.$get({ query: { state, customerId } }, { init: { signal } }))).reminders,
  });
}

/** When a reminder was mailed, or first tried when it failed: what "newest first" orders by. */
export function reminderMailedOn(reminder: Reminder): string {
  return reminder.sentAt ?? reminder.sendDate;
}

/** The customer's reminders that were sent or failed, newest first; an error of either view is the list's. */
export function useCustomerReminders(customerId: string) {
  return useQueries({
    queries: RECORDED_STATES.map((state) => customerRemindersQueryOptions(customerId, state)),
    combine: (results) => ({
      reminders: results.every((result) => result.data)
        ? results.flatMap((result) => result.data ?? []).sort((a, b) => reminderMailedOn(b).localeCompare(reminderMailedOn(a)))
        : undefined,
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
}
