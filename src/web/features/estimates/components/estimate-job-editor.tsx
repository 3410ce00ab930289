import { useId } from "react";
import { PlusIcon, Trash2Icon } from "lucide-react";
import type { EstimateLineKind, EstimateJobState } from "@/shared/constants/estimates";
import type { EstimateJob, EstimatePricing, FromInspectionItem } from "@/shared/schemas/estimates";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { useFormatCents } from "@/web/lib/use-format-cents";
import { newLine } from "../utils/estimate-draft";
import { EstimateLineEditor } from "./estimate-line-editor";
import { FromInspectionBadge } from "./from-inspection-badge";
import { JobStateBadge } from "./job-state-badge";
import { SaveCannedJobButton } from "./save-canned-job-button";

const ADD_BUTTONS: { kind: EstimateLineKind; label: string }[] = [
  { kind: "labor", label: "Add Labor" },
  { kind: "part", label: "Add Part" },
  { kind: "fee", label: "Add Fee" },
];

interface EstimateJobEditorProps {
  job: EstimateJob;
  /** The job's total, from the shared estimate computation. */
  totalCents: number;
  /** The saved job's state; none for a job not sent yet. */
  state: EstimateJobState | null;
  /** The inspection finding the saved job came from; null for one added by hand. */
  fromInspectionItem: FromInspectionItem;
  pricing: EstimatePricing;
  onChange: (job: EstimateJob) => void;
  onRemove: () => void;
}

/** One job of the estimate: its name, its lines and its total. */
export function EstimateJobEditor({ job, totalCents, state, fromInspectionItem, pricing, onChange, onRemove }: EstimateJobEditorProps) {
  const formatCents = useFormatCents();
  const nameId = useId();
  const title = job.name.trim() || "New job";
  return (
    <section aria-label={`Job ${title}`} className="grid gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 basis-48 gap-1">
          <Label htmlFor={nameId}>Job Name</Label>
          <Input id={nameId} value={job.name} onChange={(event) => onChange({ ...job, name: event.target.value })} />
        </div>
        <FromInspectionBadge finding={fromInspectionItem} />
        {state ? <JobStateBadge state={state} /> : null}
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove job ${title}`}>
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
      {job.lines.length > 0 ? (
        <ul className="grid gap-2">
          {job.lines.map((line, index) => (
            <EstimateLineEditor
              key={line.id}
              line={line}
              pricing={pricing}
              onChange={(changed) => onChange({ ...job, lines: job.lines.map((item, at) => (at === index ? changed : item)) })}
              onRemove={() => onChange({ ...job, lines: job.lines.filter((_, at) => at !== index) })}
            />
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {ADD_BUTTONS.map(({ kind, label }) => (
          <Button key={kind} type="button" variant="outline" size="sm" onClick={() => onChange({ ...job, lines: [...job.lines, newLine(kind, pricing)] })}>
            <PlusIcon aria-hidden="true" />
            {label}
          </Button>
        ))}
        <SaveCannedJobButton job={job} />
        <p className="ml-auto text-sm">
          <span className="text-muted-foreground">Job total </span>
          <span className="font-semibold tabular-nums" aria-label={`Total of job ${title}`}>
            {formatCents(totalCents)}
          </span>
        </p>
      </div>
    </section>
  );
}
