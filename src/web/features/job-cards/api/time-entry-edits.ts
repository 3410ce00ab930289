import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  timeEntryResultSchema,
  type TimeEntry,
  type TimeEntryAddInput,
  type TimeEntryDeleteInput,
  type TimeEntryEditInput,
} from "@/shared/schemas/time-entries";
import { apiFetch } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export type TimeEntryEdit =
  | { kind: "add"; jobCardId: string; input: TimeEntryAddInput }
  | { kind: "edit"; entryId: string; input: TimeEntryEditInput }
  | { kind: "delete"; entryId: string; input: TimeEntryDeleteInput };

function requestOf(edit: TimeEntryEdit): { url: string; method: string; body: object } {
  switch (edit.kind) {
    case "add":
      return { url: `/api/job-cards/${encodeURIComponent(edit.jobCardId)}/time/entries`, method: "POST", body: edit.input };
    case "edit":
      return { url: `/api/time-entries/${encodeURIComponent(edit.entryId)}`, method: "PATCH", body: edit.input };
    case "delete":
      return { url: `/api/time-entries/${encodeURIComponent(edit.entryId)}`, method: "DELETE", body: edit.input };
  }
}

/** An Admin's or Manager's change to a time entry: POST .../time/entries, PATCH or DELETE /api/time-entries/{id}, each with a reason. */
export async function sendTimeEntryEdit(edit: TimeEntryEdit): Promise<TimeEntry | null> {
  const { url, method, body } = requestOf(edit);
  const response = await apiFetch(url, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (edit.kind === "delete") return null;
  return timeEntryResultSchema.parse(await response.json()).entry;
}

export function useTimeEntryEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTimeEntryEdit,
    // Settled, not only success: a 409 (stale version, overlap) shows the entries as stored now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys["job-cards"].all }),
  });
}
