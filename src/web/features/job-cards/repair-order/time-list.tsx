import { useState, type ReactNode } from "react";
import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { can } from "@/shared/auth/permissions";
import type { JobCardTime, TimeEntry } from "@/shared/schemas/time-entries";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useSession } from "@/web/lib/auth/use-session";
import { formatDateTime } from "@/web/lib/format-date-time";
import { formatScaled } from "@/web/lib/scaled-decimal";
import { useJobCardTime } from "@/web/lib/job-card-time";
import { clockedHours } from "./clocked-hours";
import { DeleteTimeEntryDialog } from "./delete-time-entry-dialog";
import { TimeEntryDialog } from "./time-entry-dialog";

export type ClockSlot = (job: { jobId: string; jobName: string }) => ReactNode;

interface TimeListProps {
  jobCardId: string;
  /** Start/Stop for one job; absent when the viewer may not clock on this card. */
  clock?: ClockSlot;
}

type Editing = { kind: "add" } | { kind: "edit"; entry: TimeEntry } | { kind: "delete"; entry: TimeEntry } | null;

/** Per approved job: clocked hours against approved labor hours, its entries, and the clock. */
export function TimeList({ jobCardId, clock }: TimeListProps) {
  const { role } = useSession();
  const query = useJobCardTime(jobCardId);
  const [editing, setEditing] = useState<Editing>(null);
  const edits = can(role, "time-entries:edit");
  const time = query.data;
  if (!time) {
    return query.isError ? <p className="text-sm text-muted-foreground">{query.error.message}</p> : <Spinner aria-label="Loading time" />;
  }
  return (
    <>
      {time.jobs.length === 0 ? (
        <p className="text-sm text-muted-foreground">No approved jobs to clock yet.</p>
      ) : (
        <ul className="grid gap-3">
          {time.jobs.map((job) => (
            <JobTime
              key={job.jobId}
              job={job}
              entries={time.entries.filter((entry) => entry.jobId === job.jobId)}
              clock={clock}
              onEdit={edits ? (entry) => setEditing({ kind: "edit", entry }) : undefined}
              onDelete={edits ? (entry) => setEditing({ kind: "delete", entry }) : undefined}
            />
          ))}
        </ul>
      )}
      {edits && time.jobs.length > 0 ? (
        <Button type="button" variant="outline" className="w-fit" onClick={() => setEditing({ kind: "add" })}>
          <PlusIcon aria-hidden="true" />
          Add Time Entry
        </Button>
      ) : null}
      {editing?.kind === "add" ? <TimeEntryDialog jobCardId={jobCardId} jobs={time.jobs} onClose={() => setEditing(null)} /> : null}
      {editing?.kind === "edit" ? (
        <TimeEntryDialog jobCardId={jobCardId} jobs={time.jobs} entry={editing.entry} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.kind === "delete" ? <DeleteTimeEntryDialog entry={editing.entry} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

interface JobTimeProps {
  job: JobCardTime["jobs"][number];
  entries: readonly TimeEntry[];
  clock?: ClockSlot;
  onEdit?: (entry: TimeEntry) => void;
  onDelete?: (entry: TimeEntry) => void;
}

function JobTime({ job, entries, clock, onEdit, onDelete }: JobTimeProps) {
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="min-w-0 font-medium break-words">{job.jobName}</h3>
        <p className="text-sm tabular-nums">
          {clockedHours(job.clockedSeconds)} clocked of {formatScaled(job.approvedLaborHoursTenths, 1)} h approved
        </p>
      </div>
      {clock ? clock({ jobId: job.jobId, jobName: job.jobName }) : null}
      {entries.length > 0 ? (
        <ul aria-label={`Time entries of ${job.jobName}`} className="grid gap-1 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t pt-1">
              <span className="min-w-0 flex-1 break-words">
                {entry.technician.name}: {formatDateTime(entry.startedAt)} to {entry.stoppedAt ? formatDateTime(entry.stoppedAt) : "running"}
              </span>
              <span className="tabular-nums">{clockedHours(entry.seconds)}</span>
              {onEdit && entry.stoppedAt ? (
                <Button type="button" variant="ghost" size="icon" className="size-9" aria-label={`Edit time entry of ${entry.technician.name} from ${formatDateTime(entry.startedAt)}`} onClick={() => onEdit(entry)}>
                  <PencilIcon aria-hidden="true" />
                </Button>
              ) : null}
              {onDelete ? (
                <Button type="button" variant="ghost" size="icon" className="size-9 text-destructive" aria-label={`Delete time entry of ${entry.technician.name} from ${formatDateTime(entry.startedAt)}`} onClick={() => onDelete(entry)}>
                  <Trash2Icon aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
