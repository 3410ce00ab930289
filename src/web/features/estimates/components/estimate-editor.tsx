import { useState } from "react";
import { PlusIcon } from "lucide-react";
import { toast } from "sonner";
import { estimateTotals } from "@/shared/money/estimate-totals";
import { estimateDraftInputSchema, type Estimate, type EstimateSent } from "@/shared/schemas/estimates";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-error";
import { formatDateTime } from "@/web/lib/format-date-time";
import { useSaveEstimate } from "../api/save-estimate";
import { useSendEstimate } from "../api/send-estimate";
import { draftOf, jobFromCanned, newId, type EstimateDraft } from "../utils/estimate-draft";
import { AddCannedJobControl } from "./add-canned-job-control";
import { EstimateActions } from "./estimate-actions";
import { EstimateJobEditor } from "./estimate-job-editor";
import { EstimateTotalsList } from "./estimate-totals-list";
import { RecordApprovalDialog } from "./record-approval-dialog";

/** A Send for Approval under way (sent null) or done: the link, or why it failed. */
export interface SendingState {
  sent: EstimateSent | null;
  error: string | null;
}

/**
 * The estimate as staff price it. Mount it keyed by the estimate's rowVersion: a save, or a 409
 * carrying someone else's change, starts the draft again from what the server holds. The send
 * dialog is the parent's (`onSending`), since a save before sending remounts this.
 */
export function EstimateEditor({ estimate, onSending }: { estimate: Estimate; onSending: (state: SendingState | null) => void }) {
  const [draft, setDraft] = useState<EstimateDraft>(() => draftOf(estimate));
  const [recording, setRecording] = useState(false);
  const save = useSaveEstimate();
  const send = useSendEstimate(estimate.jobCardId);
  const { pricing } = estimate;
  const totals = estimateTotals(draft, pricing);
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(estimate));
  const sent = estimate.currentVersion !== null;

  async function saveDraft(): Promise<boolean> {
    const parsed = estimateDraftInputSchema.safeParse({ ...draft, rowVersion: estimate.rowVersion });
    if (!parsed.success) {
      toast.error("Estimate not saved", { description: parsed.error.issues[0]?.message });
      return false;
    }
    try {
      await save.mutateAsync({ jobCardId: estimate.jobCardId, input: parsed.data });
      toast.success("Estimate Saved");
      return true;
    } catch (error) {
      // A 409 names the other person's change; the estimate reloads when the mutation settles.
      toast.error("Error saving estimate", { description: errorMessage(error) });
      return false;
    }
  }

  async function sendForApproval() {
    if (dirty && !(await saveDraft())) return;
    onSending({ sent: null, error: null });
    try {
      onSending({ sent: await send.mutateAsync(), error: null });
    } catch (error) {
      onSending({ sent: null, error: errorMessage(error) });
    }
  }

  return (
    <div className="grid gap-4">
      {draft.jobs.map((job, index) => (
        <EstimateJobEditor
          key={job.id}
          job={job}
          totalCents={totals.jobs[index]?.totalCents ?? 0}
          state={sent ? (estimate.jobs.find((saved) => saved.id === job.id)?.state ?? null) : null}
          fromInspectionItem={estimate.jobs.find((saved) => saved.id === job.id)?.fromInspectionItem ?? null}
          pricing={pricing}
          onChange={(changed) => setDraft({ ...draft, jobs: draft.jobs.map((item, at) => (at === index ? changed : item)) })}
          onRemove={() => setDraft({ ...draft, jobs: draft.jobs.filter((_, at) => at !== index) })}
        />
      ))}
      <div className="flex flex-wrap items-start gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => setDraft({ ...draft, jobs: [...draft.jobs, { id: newId(), name: "", lines: [] }] })}>
          <PlusIcon aria-hidden="true" />
          Add Job
        </Button>
        <AddCannedJobControl onAdd={(canned) => setDraft({ ...draft, jobs: [...draft.jobs, jobFromCanned(canned)] })} />
      </div>
      <EstimateTotalsList
        subtotalCents={totals.subtotalCents}
        discountCents={draft.discountCents}
        taxCents={totals.taxCents}
        totalCents={totals.totalCents}
        authorisedTotalCents={sent ? estimate.authorisedTotalCents : null}
        onDiscountChange={(discountCents) => setDraft({ ...draft, discountCents })}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {dirty
          ? "Unsaved changes."
          : sent
            ? `Version ${estimate.currentVersion} sent ${formatDateTime(estimate.sentAt)}${estimate.hasUnsentChanges ? "; changes since are not sent yet." : "."}`
            : "Not sent to the customer yet."}
      </p>
      <EstimateActions
        dirty={dirty}
        saving={save.isPending}
        sending={send.isPending}
        canSend={draft.jobs.length > 0}
        canRecord={sent}
        onSave={() => void saveDraft()}
        onSend={() => void sendForApproval()}
        onRecord={() => setRecording(true)}
      />
      {recording ? <RecordApprovalDialog jobCardId={estimate.jobCardId} jobs={estimate.jobs} open onOpenChange={setRecording} /> : null}
    </div>
  );
}
