import { useParams } from "react-router";
import { can } from "@/shared/auth/permissions";
import { useEstimate } from "@/web/features/estimates/api/get-estimate";
import { ApprovedWork, EstimateSection } from "@/web/features/estimates/components/estimate-section";
import { InvoiceSection } from "@/web/features/invoices/components/invoice-section";
import { RepairOrderPage, type RepairOrderParts } from "@/web/features/job-cards/repair-order/repair-order-page";
import { ClockControl } from "@/web/features/time-clock/components/clock-control";
import { useSession } from "@/web/lib/auth/use-session";
import { useAppName } from "../layout/use-app-name";
import { useDocumentTitle } from "../layout/use-document-title";

/** The Invoice section offers Create Invoice once the estimate has approved jobs (read from the estimate's own query). */
function CardInvoice({ jobCardId }: { jobCardId: string }) {
  const { role } = useSession();
  const bills = can(role, "invoices:manage") && can(role, "estimates:edit");
  const estimate = useEstimate(jobCardId, { enabled: bills }).data?.estimate;
  const hasApprovedJobs = estimate?.jobs.some((job) => job.approvedTotalCents !== null) ?? false;
  return <InvoiceSection jobCardId={jobCardId} hasApprovedJobs={hasApprovedJobs} />;
}

const parts: RepairOrderParts = {
  work: (jobCardId) => <ApprovedWork jobCardId={jobCardId} />,
  estimate: (jobCardId) => <EstimateSection jobCardId={jobCardId} />,
  invoice: (jobCardId) => <CardInvoice jobCardId={jobCardId} />,
  clock: (jobCardId) => (job) => <ClockControl jobCardId={jobCardId} jobId={job.jobId} jobName={job.jobName} />,
};

export default function RepairOrderRoute() {
  const { id = "" } = useParams();
  useDocumentTitle(`Repair Order ${id.slice(0, 8)} - ${useAppName()}`);
  return <RepairOrderPage key={id} jobCardId={id} parts={parts} />;
}
