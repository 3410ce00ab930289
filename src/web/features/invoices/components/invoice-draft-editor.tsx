import { useState } from "react";
import { useNavigate } from "react-router";
import { CheckIcon, SaveIcon, Trash2Icon } from "lucide-react";
import { toast } from "sonner";
import { estimateTotals } from "@/shared/money/estimate-totals";
import type { EstimateJob } from "@/shared/schemas/estimates";
import { invoiceDraftInputSchema, type Invoice } from "@/shared/schemas/invoices";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { localDateKey } from "@/web/lib/date-keys";
import { useDeleteInvoice } from "../api/delete-invoice";
import { useFinalizeInvoice } from "../api/finalize-invoice";
import { useSaveInvoice } from "../api/save-invoice";
import { aboveAuthorisedOf, type AboveAuthorised } from "../utils/above-authorised";
import { InvoiceJobEditor } from "./invoice-job-editor";
import { InvoiceTotalsList } from "./invoice-totals-list";

interface Draft {
  discountCents: number;
  jobs: EstimateJob[];
}

function draftOf(invoice: Invoice): Draft {
  return { discountCents: invoice.discountCents, jobs: invoice.jobs.map(({ id, name, lines }) => ({ id, name, lines })) };
}

interface InvoiceDraftEditorProps {
  invoice: Invoice;
  /** A finalize refused above the authorised total (or null once another try starts); the parent shows it, since a save remounts this. */
  onRefused: (refusal: AboveAuthorised | null) => void;
}

/**
 * A draft invoice: its lines and jobs changed or removed, its discount, Save Draft, Finalize
 * Invoice and Delete Draft. Mount it keyed by the invoice's rowVersion: a save, or a 409 carrying
 * someone else's change, starts the draft again from what the server holds.
 */
export function InvoiceDraftEditor({ invoice, onRefused }: InvoiceDraftEditorProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(invoice));
  const [deleting, setDeleting] = useState(false);
  const save = useSaveInvoice(invoice.id);
  const finalize = useFinalizeInvoice(invoice.id);
  const remove = useDeleteInvoice(invoice.id);
  const navigate = useNavigate();
  const totals = estimateTotals(draft, invoice.tax);
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(invoice));
  const busy = save.isPending || finalize.isPending || remove.isPending;

  async function saveDraft(): Promise<boolean> {
    const parsed = invoiceDraftInputSchema.safeParse({ ...draft, rowVersion: invoice.rowVersion });
    if (!parsed.success) {
      toast.error("Invoice not saved", { description: parsed.error.issues[0]?.message });
      return false;
    }
    try {
      await save.mutateAsync(parsed.data);
      toast.success("Draft Saved");
      return true;
    } catch (error) {
      toast.error("Error saving invoice", { description: errorMessage(error) });
      return false;
    }
  }

  async function finalizeInvoice() {
    onRefused(null);
    if (dirty && !(await saveDraft())) return;
    try {
      const { invoice: finalized } = await finalize.mutateAsync({ invoiceDate: localDateKey(new Date()) });
      toast.success("Invoice Finalized", { description: `Invoice ${finalized.number ?? ""} was finalized.` });
    } catch (error) {
      const refusal = aboveAuthorisedOf(error);
      if (refusal) onRefused(refusal);
      else toast.error("Error finalizing invoice", { description: errorMessage(error) });
    }
  }

  async function deleteDraft() {
    setDeleting(false);
    try {
      await remove.mutateAsync();
      toast.success("Draft Deleted");
      void navigate("/invoices");
    } catch (error) {
      toast.error("Error deleting draft", { description: errorMessage(error) });
    }
  }

  return (
    <div className="grid gap-4">
      {draft.jobs.map((job, index) => (
        <InvoiceJobEditor
          key={job.id}
          job={job}
          totalCents={totals.jobs[index]?.totalCents ?? 0}
          onChange={(changed) => setDraft({ ...draft, jobs: draft.jobs.map((item, at) => (at === index ? changed : item)) })}
          onRemove={() => setDraft({ ...draft, jobs: draft.jobs.filter((_, at) => at !== index) })}
        />
      ))}
      {draft.jobs.length === 0 ? <p className="text-sm text-muted-foreground">This draft bills no jobs.</p> : null}
      <InvoiceTotalsList
        subtotalCents={totals.subtotalCents}
        discountCents={draft.discountCents}
        taxCents={totals.taxCents}
        totalCents={totals.totalCents}
        authorisedTotalCents={invoice.authorisedTotalCents}
        onDiscountChange={(discountCents) => setDraft({ ...draft, discountCents })}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {dirty ? "Unsaved changes." : "Draft: the invoice gets its number when it is finalized."}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={!dirty || busy} onClick={() => void saveDraft()}>
          {save.isPending ? <Spinner aria-label="Saving invoice" /> : <SaveIcon aria-hidden="true" />}
          Save Draft
        </Button>
        <Button type="button" disabled={busy} onClick={() => void finalizeInvoice()}>
          {finalize.isPending ? <Spinner aria-label="Finalizing invoice" /> : <CheckIcon aria-hidden="true" />}
          Finalize Invoice
        </Button>
        <Button type="button" variant="outline" className="text-destructive" disabled={busy} onClick={() => setDeleting(true)}>
          <Trash2Icon aria-hidden="true" />
          Delete Draft
        </Button>
      </div>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete Draft"
        description="Delete this draft invoice? The job card can be invoiced again from its estimate."
        confirmLabel="Delete Draft"
        destructive
        onConfirm={() => void deleteDraft()}
      />
    </div>
  );
}
