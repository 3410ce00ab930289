import type { EstimateWork } from "@/shared/schemas/estimates";
import { formatScaled } from "@/web/lib/scaled-decimal";
import { JobStateBadge } from "./job-state-badge";

/** What a technician is to do: the approved jobs and their labor, how long each takes; no money. */
export function TechnicianWork({ work }: { work: EstimateWork }) {
  if (work.jobs.length === 0) return <p className="text-sm text-muted-foreground">No approved work yet.</p>;
  return (
    <ul className="grid gap-3">
      {work.jobs.map((job) => (
        <li key={job.id} className="grid gap-2 rounded-lg border p-3">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-medium">{job.name}</h4>
            <JobStateBadge state={job.state} />
          </div>
          {job.lines.length > 0 ? (
            <ul className="grid gap-1 text-sm">
              {job.lines.map((line) => (
                <li key={line.id} className="flex justify-between gap-4">
                  <span className="min-w-0 break-words">{line.description}</span>
                  <span className="shrink-0 tabular-nums">{formatScaled(line.hoursTenths, 1)} h</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
