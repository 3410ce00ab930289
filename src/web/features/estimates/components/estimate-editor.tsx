import { useState } from "react";
import { PlusIcon } from "lucide-react";
import { toast } from "sonner";
import { estimateTotals } from "@/shared/money/estimate-totals";
import { estimateDraftInputSchema, estimateSchema, type Estimate, type EstimateSent } from "@/shared/schemas/estimates";
import { Button } from "@/web/components/ui/button";
import { ApiError, errorMessage } from "@/web/lib/api-error";
import { formatDateTime } from "@/web/lib/format-date-time";
import { staleRecord } from "@/web/lib/stale-record";
import { useSaveEstimate } from "../api/save-estimate";
import { useSendEstimate } from "../api/send-estimate";
import { draftOf, jobFromCanned, newId, rebaseDraft, type EstimateDraft } from "../utils/estimate-draft";
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
 * The estimate as staff price it. The draft is edited against the version it began from (`base`).
 * A newer version arriving (Add to Estimate, another screen's save) is taken in under unsaved
 * typing when the two changed different jobs; when they changed the same one, the typing stays and
 * the page offers the newer version, since saving would be refused as stale. A 409 on save starts
 * the draft again from what the server holds, as its message says.
 */
export function EstimateEditor({ estimate, onSending }: { estimate: Estimate; onSending: (state: SendingState | null) => void }) {
  const [base, setBase] = useState(estimate);
  const [draft, setDraft] = useState<EstimateDraft>(() => draftOf(estimate));
  const [newer, setNewer] = useState<Estimate | null>(null);
  /** A save was refused as stale without the stored estimate: start again from the next one read. */
  const [reloading, setReloading] = useState(false);
  const [recording, setRecording] = useState(false);
  const save = useSaveEstimate();
  const send = useSendEstimate(estimate.jobCardId);

  if (estimate.rowVersion !== base.rowVersion && estimate !== newer) {
    const merged = reloading ? draftOf(estimate) : rebaseDraft(draftOf(base), draft, draftOf(estimate));
    setReloading(false);
    if (merged) {
      setBase(estimate);
      setDraft(merged);
      setNewer(null);
    } else {
      setNewer(estimate);
    }
  }

  function startFrom(version: Estimate) {
    setBase(version);
    setDraft(draftOf(version));
    setNewer(null);
  }

  const { pricing } = estimate;
  const totals = estimateTotals(draft, pricing);
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(base));
  const sent = estimate.currentVersion !== null;

  async function saveDraft(): Promise<boolean> {
    const sentDraft = draft;
    const parsed = estimateDraftInputSchema.safeParse({ ...sentDraft, rowVersion: base.rowVersion });
    if (!parsed.success) {
      toast.error("Estimate not saved", { description: parsed.error.issues[0]?.message });
      return false;
    }
    try {
      const { estimate: saved } = await save.mutateAsync({ jobCardId: estimate.jobCardId, input: parsed.data });
      // Typing done while the save was on its way stays on top of what was saved.
      setBase(saved);
      setNewer(null);
      setDraft((current) => rebaseDraft(sentDraft, current, draftOf(saved)) ?? current);
      toast.success("Estimate Saved");
      return true;
    } catch (error) {
      // A 409 names the other person's change and carries the estimate as stored now.
      const current = staleRecord(error, estimateSchema) ?? newer;
      if (current) startFrom(current);
      else if (error instanceof ApiError && error.status === 409) setReloading(true);
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
      {newer ? (
        <div role="status" className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p>This estimate was changed on another screen, in a job you also changed here. Saving now would be refused.</p>
          <div>
            <Button type="button" variant="outline" size="sm" onClick={() => startFrom(newer)}>
              Load Newer Version
            </Button>
          </div>
        </div>
      ) : null}
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
