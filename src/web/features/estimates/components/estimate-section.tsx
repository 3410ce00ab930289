import { useId, useState, type ReactNode } from "react";
import { can } from "@/shared/auth/permissions";
import { useSession } from "@/web/lib/auth/use-session";
import { useEstimate } from "../api/get-estimate";
import { EstimateEditor, type SendingState } from "./estimate-editor";
import { SendEstimateDialog } from "./send-estimate-dialog";
import { ApprovedWork, Loading } from "./approved-work";

/**
 * A job card's Estimate section. Staff who price see the whole estimate; a technician sees the
 * approved work without money; anyone else sees nothing of it. A change event "estimates"
 * refetches it, so a customer's decision shows without a reload. `customer` (from app) is what the
 * section says of the card's customer (that the estimate cannot be mailed); only those who price see it.
 */
export function EstimateSection({ jobCardId, customer }: { jobCardId: string; customer?: ReactNode }) {
  const { role } = useSession();
  if (can(role, "estimates:edit")) {
    return (
      <EstimateFrame>
        {customer}
        <PricedEstimate jobCardId={jobCardId} />
      </EstimateFrame>
    );
  }
  if (can(role, "estimates:view-work")) {
    return (
      <EstimateFrame>
        <ApprovedWork jobCardId={jobCardId} />
      </EstimateFrame>
    );
  }
  return null;
}

function EstimateFrame({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t pt-4">
      <h2 id={headingId} className="text-lg font-semibold">
        Estimate
      </h2>
      {children}
    </section>
  );
}

/**
 * The Send for Approval dialog lives here, above the editor: sending unsaved changes saves them
 * first, and the dialog with the link must outlive anything the editor starts again.
 */
function PricedEstimate({ jobCardId }: { jobCardId: string }) {
  const query = useEstimate(jobCardId);
  const [sending, setSending] = useState<SendingState | null>(null);
  const estimate = query.data?.estimate;
  if (!estimate) return <Loading error={query.error} label="Loading estimate" />;
  return (
    <>
      <EstimateEditor key={estimate.jobCardId} estimate={estimate} onSending={setSending} />
      <SendEstimateDialog
        open={sending !== null}
        onOpenChange={(open) => (open ? undefined : setSending(null))}
        sent={sending?.sent ?? null}
        error={sending?.error ?? null}
      />
    </>
  );
}
