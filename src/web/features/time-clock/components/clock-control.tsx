import { PlayIcon, SquareIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { jobCardOutbox } from "@/web/lib/job-card-actions/job-card-outbox-instance";
import { useJobCardOutbox } from "@/web/lib/job-card-actions/use-job-card-outbox";
import { useClockAction } from "../api/clock-actions";
import { useJobCardTime } from "@/web/lib/job-card-time";
import { useNow } from "@/web/lib/use-now";
import { clockState } from "../utils/clock-state";
import { formatClock } from "../utils/format-clock";

export interface ClockControlProps {
  jobCardId: string;
  jobId: string;
  jobName: string;
}

/** A line under the button: what the server said, why it refused, or that the tap waits. */
type Note = { tone: "info" | "error"; text: string } | null;

/**
 * Start and Stop of the viewer's own clock on one job of a repair order, with the running time.
 * Works without a connection: the tap is queued with its time and sent when the connection
 * returns, and the server's answer (a start that stopped another clock, or a refusal) shows here.
 */
export function ClockControl({ jobCardId, jobId, jobName }: ClockControlProps) {
  const time = useJobCardTime(jobCardId);
  const { waiting } = useJobCardOutbox();
  const action = useClockAction();
  const [note, setNote] = useState<Note>(null);
  const state = clockState(time.data, waiting, jobCardId, jobId);
  const now = useNow({ everyMs: 1000, ticking: state.running });

  // The answer to a tap queued here arrives later, from the queue's push.
  useEffect(
    () =>
      jobCardOutbox.onOutcome((outcome) => {
        const queued = outcome.action;
        if (queued.jobCardId !== jobCardId || (queued.name !== "clock.start" && queued.name !== "clock.stop")) return;
        if (queued.name === "clock.start" && queued.jobId !== jobId) return;
        if (outcome.message) setNote({ tone: outcome.refused ? "error" : "info", text: outcome.message });
      }),
    [jobCardId, jobId],
  );

  // Several jobs on the page: each button names its job.
  const severalJobs = (time.data?.jobs.length ?? 0) > 1;
  const verb = state.running ? "Stop" : "Start";
  const elapsed = state.since ? (now - Date.parse(state.since)) / 1000 : 0;

  async function tap() {
    setNote(null);
    try {
      const result = await action.mutateAsync(state.running ? { kind: "stop", jobCardId } : { kind: "start", jobCardId, jobId });
      if (result.queued) setNote({ tone: "info", text: "Waiting for the connection: the clock is sent with the time you tapped when it returns." });
      else if (result.message) setNote({ tone: "info", text: result.message });
    } catch (error) {
      setNote({ tone: "error", text: errorMessage(error) });
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-3">
        <Button
          type="button"
          size="lg"
          variant={state.running ? "destructive" : "default"}
          className="min-w-24"
          aria-label={severalJobs ? `${verb} ${jobName}` : undefined}
          // Also while the clock is being read again after a tap, so Start is not offered twice;
          // a read paused by a dropped connection does not hold the button.
          disabled={action.isPending || time.isPending || time.fetchStatus === "fetching"}
          onClick={() => void tap()}
        >
          {action.isPending ? <Spinner aria-hidden="true" /> : state.running ? <SquareIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
          {verb}
        </Button>
        {state.running ? (
          <span className="font-mono text-lg tabular-nums" aria-label={`Clock running on ${jobName}: ${formatClock(elapsed)}`} role="timer">
            {formatClock(elapsed)}
          </span>
        ) : null}
        {state.waiting ? <span className="text-xs text-amber-700 dark:text-amber-300">Waiting for the connection</span> : null}
      </div>
      {note ? (
        <p role={note.tone === "error" ? "alert" : "status"} className={note.tone === "error" ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
          {note.text}
        </p>
      ) : null}
    </div>
  );
}
