import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { timeEntryAddInputSchema, timeEntryEditInputSchema, type JobCardTime, type TimeEntry } from "@/shared/schemas/time-entries";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { SelectField } from "@/web/components/form/select-field";
import { TextField } from "@/web/components/form/text-field";
import { NativeSelectOption } from "@/web/components/ui/native-select";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/lib/api-error";
import { fromLocalInput, toLocalInput } from "@/web/lib/local-date-time";
import { useTechnicians } from "@/web/lib/use-technicians";
import { useTimeEntryEdit, type TimeEntryEdit } from "../api/time-entry-edits";

type Errors = Partial<Record<"technicianId" | "jobId" | "startedAt" | "stoppedAt" | "reason", string>>;

interface TimeEntryDialogProps {
  jobCardId: string;
  jobs: JobCardTime["jobs"];
  /** The entry to edit; absent to add one. */
  entry?: TimeEntry;
  onClose: () => void;
}

function issuesOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Errors {
  const errors: Errors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "reason") as keyof Errors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** An Admin or Manager adds or corrects a time entry; the reason is required and kept in History. Mount it when it opens. */
export function TimeEntryDialog({ jobCardId, jobs, entry, onClose }: TimeEntryDialogProps) {
  const technicians = useTechnicians({ enabled: !entry });
  const save = useTimeEntryEdit();
  const [technicianId, setTechnicianId] = useState("");
  const [jobId, setJobId] = useState(entry?.jobId ?? jobs[0]?.jobId ?? "");
  const [startedAt, setStartedAt] = useState(entry ? toLocalInput(new Date(entry.startedAt)) : "");
  const [stoppedAt, setStoppedAt] = useState(entry?.stoppedAt ? toLocalInput(new Date(entry.stoppedAt)) : "");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  /** The request to send, or the fields' messages when the form does not hold one. */
  function readForm(): TimeEntryEdit | Errors {
    const times = { startedAt: fromLocalInput(startedAt), stoppedAt: fromLocalInput(stoppedAt), reason };
    if (entry) {
      const parsed = timeEntryEditInputSchema.safeParse({ ...times, version: entry.version });
      return parsed.success ? { kind: "edit", entryId: entry.id, input: parsed.data } : issuesOf(parsed.error);
    }
    const parsed = timeEntryAddInputSchema.safeParse({ ...times, technicianId, jobId });
    return parsed.success ? { kind: "add", jobCardId, input: parsed.data } : issuesOf(parsed.error);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = readForm();
    if (!("kind" in request)) {
      setErrors(request);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(request);
      toast.success(entry ? "Time Entry Saved" : "Time Entry Added");
      onClose();
    } catch (error) {
      // An overlap or someone else's change (409) names what is in the way; the entries reload.
      toast.error("Error saving time entry", { description: errorMessage(error) });
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{entry ? "Edit Time Entry" : "Add Time Entry"}</DialogTitle>
          <DialogDescription>
            {entry ? `${entry.technician.name} on ${entry.jobName}.` : "Time a technician worked on an approved job."} The reason is kept in History.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          {entry ? null : (
            <>
              <SelectField
                label="Technician"
                required
                value={technicianId}
                error={errors.technicianId}
                onChange={(event) => setTechnicianId(event.target.value)}
              >
                <NativeSelectOption value="">Choose a technician</NativeSelectOption>
                {(technicians.data?.technicians ?? []).map((technician) => (
                  <NativeSelectOption key={technician.userId} value={technician.userId}>
                    {technician.name}
                  </NativeSelectOption>
                ))}
              </SelectField>
              <SelectField
                label="Job"
                required
                value={jobId}
                error={errors.jobId}
                onChange={(event) => setJobId(event.target.value)}
              >
                {jobs.map((job) => (
                  <NativeSelectOption key={job.jobId} value={job.jobId}>
                    {job.jobName}
                  </NativeSelectOption>
                ))}
              </SelectField>
            </>
          )}
          <TextField label="Started at" type="datetime-local" required value={startedAt} error={errors.startedAt} onChange={(event) => setStartedAt(event.target.value)} />
          <TextField label="Stopped at" type="datetime-local" required value={stoppedAt} error={errors.stoppedAt} onChange={(event) => setStoppedAt(event.target.value)} />
          <TextField label="Reason" required value={reason} error={errors.reason} onChange={(event) => setReason(event.target.value)} />
          <FormDialogFooter pending={save.isPending} pendingLabel="Saving time entry">
            {entry ? "Save" : "Add"}
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
