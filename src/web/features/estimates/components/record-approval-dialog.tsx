import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { RECORDED_APPROVAL_METHODS, type EstimateDecision } from "@/shared/constants/estimates";
import { recordApprovalInputSchema, type EstimateJobView } from "@/shared/schemas/estimates";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { SelectField } from "@/web/components/form/select-field";
import { TextField } from "@/web/components/form/text-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { NativeSelectOption } from "@/web/components/ui/native-select";
import { errorMessage } from "@/web/lib/api-error";
import { useRecordApproval } from "../api/record-approval";
import { fromLocalInput, toLocalInput } from "@/web/lib/local-date-time";

const METHOD_LABELS = { phone: "Phone", "in person": "In Person" } as const;
const DECISION_LABELS: Record<EstimateDecision, string> = { approved: "Approved", declined: "Declined" };

interface RecordApprovalDialogProps {
  jobCardId: string;
  jobs: readonly EstimateJobView[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Record Approval: a decision the customer gave by phone or in person, per job, with who and when. */
export function RecordApprovalDialog({ jobCardId, jobs, open, onOpenChange }: RecordApprovalDialogProps) {
  const record = useRecordApproval(jobCardId);
  const [method, setMethod] = useState<(typeof RECORDED_APPROVAL_METHODS)[number]>("phone");
  const [signerName, setSignerName] = useState("");
  const [at, setAt] = useState(() => toLocalInput(new Date()));
  const [choices, setChoices] = useState<Record<string, EstimateDecision | "">>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const decisions = jobs.flatMap((job) => {
      const decision = choices[job.id];
      return decision ? [{ jobId: job.id, decision }] : [];
    });
    const parsed = recordApprovalInputSchema.safeParse({ method, signerName, at: fromLocalInput(at), decisions });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      await record.mutateAsync(parsed.data);
      toast.success("Approval Recorded");
      onOpenChange(false);
    } catch (error) {
      toast.error("Error recording approval", { description: errorMessage(error) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record Approval</DialogTitle>
          <DialogDescription>A decision the customer gave by phone or in person, on the version last sent.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <SelectField label="Method" value={method} onChange={(event) => setMethod(event.target.value === "in person" ? "in person" : "phone")}>
            {RECORDED_APPROVAL_METHODS.map((value) => (
              <NativeSelectOption key={value} value={value}>
                {METHOD_LABELS[value]}
              </NativeSelectOption>
            ))}
          </SelectField>
          <TextField label="Approved By" value={signerName} error={errors.signerName} onChange={(event) => setSignerName(event.target.value)} />
          <TextField label="When" type="datetime-local" value={at} error={errors.at} onChange={(event) => setAt(event.target.value)} />
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Decision per job</legend>
            {jobs.map((job) => (
              <SelectField
                key={job.id}
                label={job.name}
                value={choices[job.id] ?? ""}
                onChange={(event) => {
                  const value = event.target.value;
                  setChoices({ ...choices, [job.id]: value === "approved" || value === "declined" ? value : "" });
                }}
              >
                <NativeSelectOption value="">No decision</NativeSelectOption>
                {(["approved", "declined"] as const).map((decision) => (
                  <NativeSelectOption key={decision} value={decision}>
                    {DECISION_LABELS[decision]}
                  </NativeSelectOption>
                ))}
              </SelectField>
            ))}
            {errors.decisions ? <p className="text-sm text-destructive">{errors.decisions}</p> : null}
          </fieldset>
          <FormDialogFooter pending={record.isPending} pendingLabel="Recording approval">
            Record Approval
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
