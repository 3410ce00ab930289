import { useMutation, useQueryClient } from "@tanstack/react-query";
import { clockStartResultSchema, clockStopResultSchema } from "@/shared/schemas/time-entries";
import { apiFetch } from "@/web/lib/api-client";
import { ApiError } from "@/web/lib/api-error";
import { jobCardOutbox } from "@/web/lib/job-card-actions/job-card-outbox-instance";
import { queryKeys } from "@/web/lib/query-keys";

export type ClockAction = { kind: "start"; jobCardId: string; jobId: string } | { kind: "stop"; jobCardId: string };

/** What came of a tap: the server's message, or `queued` when it waits on the device for the connection. */
export type ClockActionResult = { queued: false; message: string } | { queued: true; at: string };

async function post(path: string, body: object): Promise<unknown> {
  const response = await apiFetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return response.json();
}

/**
 * Starts or stops the clock at once; when the server cannot be reached the tap is queued with
 * the device's time of it, and the server clocks it at that time when the connection returns
 * (or refuses it, too old, and the device says why).
 */
export async function clockAction(action: ClockAction, now = new Date()): Promise<ClockActionResult> {
  const path = `/api/job-cards/${encodeURIComponent(action.jobCardId)}/time/${action.kind}`;
  try {
    if (action.kind === "start") return { queued: false, message: clockStartResultSchema.parse(await post(path, { jobId: action.jobId })).message };
    return { queued: false, message: clockStopResultSchema.parse(await post(path, {})).message };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 0)) throw error;
    const at = now.toISOString();
    await jobCardOutbox.queue(
      action.kind === "start"
        ? { name: "clock.start", jobCardId: action.jobCardId, jobId: action.jobId, at }
        : { name: "clock.stop", jobCardId: action.jobCardId, at },
    );
    return { queued: true, at };
  }
}

export function useClockAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ClockAction) => clockAction(action),
    // Without a connection too: that is when the tap is queued.
    networkMode: "always",
    // The tap is done once the server has answered: the refresh is not awaited, since a dropped
    // connection pauses it and would hold the button until the connection returns.
    onSettled: (data) => {
      if (!data?.queued) void queryClient.invalidateQueries({ queryKey: queryKeys["job-cards"].all });
    },
  });
}
