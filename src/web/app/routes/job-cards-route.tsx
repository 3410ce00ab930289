import { can } from "@/shared/auth/permissions";
import { useEstimate } from "@/web/features/estimates/api/get-estimate";
import { EstimateSection } from "@/web/features/estimates/components/estimate-section";
import { InvoiceSection } from "@/web/features/invoices/components/invoice-section";
import { JobCardsPage } from "@/web/features/job-cards/components/job-cards-page";
import { useSession } from "@/web/lib/auth/use-session";

/**
 * A card's money below its details: the Estimate section, then the Invoice section, which offers
 * Create Invoice once the estimate has approved jobs (read from the estimate's own query).
 */
function CardMoney({ jobCardId }: { jobCardId: string }) {
  const { role } = useSession();
  const bills = can(role, "invoices:manage") && can(role, "estimates:edit");
  const estimate = useEstimate(jobCardId, { enabled: bills }).data?.estimate;
  const hasApprovedJobs = estimate?.jobs.some((job) => job.approvedTotalCents !== null) ?? false;
  return (
    <>
      <EstimateSection jobCardId={jobCardId} />
      <InvoiceSection jobCardId={jobCardId} hasApprovedJobs={hasApprovedJobs} />
    </>
  );
}

export default function JobCardsRoute() {
  return <JobCardsPage estimate={(card) => <CardMoney jobCardId={card.id} />} />;
}
