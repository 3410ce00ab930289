import { Trash2Icon } from "lucide-react";
import type { EstimateJob } from "@/shared/schemas/estimates";
import { FormField } from "@/web/components/form/form-field";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { useFormatCents } from "@/web/lib/use-format-cents";
import { InvoiceLineEditor } from "./invoice-line-editor";

interface InvoiceJobEditorProps {
  job: EstimateJob;
  /** The job's total, from the shared estimate computation. */
  totalCents: number;
  onChange: (job: EstimateJob) => void;
  onRemove: () => void;
}

/** One job of a draft invoice: its name, its lines (changed or removed) and its total. */
export function InvoiceJobEditor({ job, totalCents, onChange, onRemove }: InvoiceJobEditorProps) {
  const formatCents = useFormatCents();
  const title = job.name.trim() || "Unnamed job";
  return (
    <section aria-label={`Job ${title}`} className="grid gap-3 rounded-lg border p-3">
      {/* The job as it will print, above the field that changes it. */}
      <h3 className="font-semibold break-words">{title}</h3>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <FormField label="Job Name">{(control) => <Input {...control} value={job.name} onChange={(event) => onChange({ ...job, name: event.target.value })} />}</FormField>
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove job ${title}`}>
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
      {job.lines.length > 0 ? (
        <div className="grid gap-2">
          {job.lines.map((line, index) => (
            <InvoiceLineEditor
              key={line.id}
              line={line}
              onChange={(changed) => onChange({ ...job, lines: job.lines.map((item, at) => (at === index ? changed : item)) })}
              onRemove={() => onChange({ ...job, lines: job.lines.filter((_, at) => at !== index) })}
            />
          ))}
        </div>
      ) : null}
      <p className="text-right text-sm">
        <span className="text-muted-foreground">Job total </span>
        <span className="font-semibold tabular-nums" aria-label={`Total of job ${title}`}>
          {formatCents(totalCents)}
        </span>
      </p>
    </section>
  );
}
