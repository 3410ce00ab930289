import type { EstimateWork } from "@/shared/schemas/estimates";
import { formatScaled } from "@/web/lib/scaled-decimal";
import { FromInspectionBadge } from "./from-inspection-badge";
import { JobStateBadge } from "./job-state-badge";

/** What a technician is to do: the approved jobs, their labor (how long) and parts (what to fit); no money. */
export function TechnicianWork({ work }: { work: EstimateWork }) {
  if (work.jobs.length === 0) return <p className="text-sm text-muted-foreground">No approved work yet.</p>;
  return (
    <ul className="grid gap-3">
      {work.jobs.map((job) => (
        <li key={job.id} className="grid gap-2 rounded-lg border p-3">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium">{job.name}</h3>
            <JobStateBadge state={job.state} />
            <FromInspectionBadge finding={job.fromInspectionItem} />
          </div>
          {job.lines.length > 0 ? (
            <ul aria-label={`Labor of ${job.name}`} className="grid gap-1 text-sm">
              {job.lines.map((line) => (
                <li key={line.id} className="flex justify-between gap-4">
                  <span className="min-w-0 break-words">{line.description}</span>
                  <span className="shrink-0 tabular-nums">{formatScaled(line.hoursTenths, 1)} h</span>
                </li>
              ))}
            </ul>
          ) : null}
          {job.parts.length > 0 ? (
            <ul aria-label={`Parts of ${job.name}`} className="grid gap-1 text-sm">
              {job.parts.map((part) => (
                <li key={part.id} className="flex justify-between gap-4">
                  <span className="min-w-0 break-words">{part.partNumber ? `${part.name} (${part.partNumber})` : part.name}</span>
                  <span className="shrink-0 tabular-nums">{`× ${part.quantityHundredths / 100}`}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
