import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { can } from "@/shared/auth/permissions";
import { Spinner } from "@/web/components/ui/spinner";
import { LazyCustomerPicker } from "@/web/features/customers/components/lazy-customer-picker";
import { useEstimate } from "@/web/features/estimates/api/get-estimate";
import { ApprovedWork } from "@/web/features/estimates/components/approved-work";
import { RepairOrderPage, type RepairOrderParts } from "@/web/features/job-cards/repair-order/repair-order-page";
import { RepairOrderRecommendations } from "@/web/features/recommendations/components/repair-order-recommendations";
import { ClockControl } from "@/web/features/time-clock/components/clock-control";
import { useSession } from "@/web/lib/auth/use-session";
import { useAppName } from "../layout/use-app-name";
import { EstimateMailNote } from "../parts/document-customer";
import { useDocumentTitle } from "../layout/use-document-title";

/**
 * The Estimate editor and the Invoice section are code of their own, loaded only for the roles
 * that see them: a technician's phone paints the repair order without them.
 */
const EstimateSection = lazy(() =>
  import("@/web/features/estimates/components/estimate-section").then((module) => ({ default: module.EstimateSection })),
);
/** Loaded with the page's first paint done: a technician's phone shows the card first. */
const InspectionSection = lazy(() =>
  import("@/web/features/inspections/components/inspection-section").then((module) => ({ default: module.InspectionSection })),
);
const InvoiceSection = lazy(() =>
  import("@/web/features/invoices/components/invoice-section").then((module) => ({ default: module.InvoiceSection })),
);

/** The Invoice section offers Create Invoice once the estimate has approved jobs (read from the estimate's own query). */
function CardInvoice({ jobCardId }: { jobCardId: string }) {
  const { role } = useSession();
  const bills = can(role, "invoices:manage") && can(role, "estimates:edit");
  const estimate = useEstimate(jobCardId, { enabled: bills }).data?.estimate;
  const hasApprovedJobs = estimate?.jobs.some((job) => job.approvedTotalCents !== null) ?? false;
  return (
    <Suspense fallback={<Spinner aria-label="Loading invoices" />}>
      <InvoiceSection jobCardId={jobCardId} hasApprovedJobs={hasApprovedJobs} />
    </Suspense>
  );
}

/** Reopen and Add to Estimate are offered to those who price work. */
function CardInspection({ jobCardId, canInspect }: { jobCardId: string; canInspect: boolean }) {
  const { role } = useSession();
  const review = can(role, "inspections:review");
  return (
    <Suspense fallback={<Spinner aria-label="Loading inspection" />}>
      <InspectionSection jobCardId={jobCardId} canInspect={canInspect} canReopen={review} canAddToEstimate={review} />
    </Suspense>
  );
}

/** Add to Estimate on a recommendation, as on a finding, for those who price work. */
function CardRecommendations({ jobCardId }: { jobCardId: string }) {
  const { role } = useSession();
  return <RepairOrderRecommendations jobCardId={jobCardId} canAdd={can(role, "inspections:review")} />;
}

const parts: RepairOrderParts = {
  work: (jobCardId) => <ApprovedWork jobCardId={jobCardId} />,
  estimate: (jobCardId) => (
    <Suspense fallback={<Spinner aria-label="Loading estimate" />}>
      <EstimateSection jobCardId={jobCardId} customer={<EstimateMailNote jobCardId={jobCardId} />} />
    </Suspense>
  ),
  recommendations: (jobCardId) => <CardRecommendations jobCardId={jobCardId} />,
  inspection: (jobCardId, canInspect) => <CardInspection jobCardId={jobCardId} canInspect={canInspect} />,
  invoice: (jobCardId) => <CardInvoice jobCardId={jobCardId} />,
  clock: (jobCardId) => (job) => <ClockControl jobCardId={jobCardId} jobId={job.jobId} jobName={job.jobName} />,
  customerPicker: LazyCustomerPicker,
};

export default function RepairOrderRoute() {
  const { id = "" } = useParams();
  useDocumentTitle(`Repair Order ${id.slice(0, 8)} - ${useAppName()}`);
  return <RepairOrderPage key={id} jobCardId={id} parts={parts} />;
}
