import type { ReactNode } from "react";
import { Link } from "react-router";
import { PrinterIcon } from "lucide-react";
import { jobCardStatusChoices } from "@/shared/auth/job-card-status-rule";
import { can } from "@/shared/auth/permissions";
import { mayInspectCard, mayReadInspection } from "@/shared/inspections/inspect-access";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import type { CustomerPickerSlot } from "@/web/components/customer-picker-slot";
import { PageHeader } from "@/web/components/layout/page-header";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useSession } from "@/web/lib/auth/use-session";
import { useJobCard } from "../api/get-job-card";
import { useJobCardTime } from "@/web/lib/job-card-time";
import { JobCardStatusControl } from "../components/job-card-status-control";
import { assignedUserId, shortJobCardId } from "../utils/job-card-display";
import { BackToList } from "./back-to-list";
import { barJob } from "./bar-job";
import { HistoryList } from "./history-list";
import { JobCardPhotos } from "./job-card-photos";
import { RepairOrderBar } from "./repair-order-bar";
import { RepairOrderHeader } from "./repair-order-header";
import { AfterFirstPaint } from "./after-first-paint";
import { RepairOrderSection } from "./repair-order-section";
import { TimeList, type ClockSlot } from "./time-list";
import { AlertMessage } from "@/web/components/ui/alert-message";

/** What other features put on the page; app/ composes them, as a feature does not import another. */
export interface RepairOrderParts {
  /** The approved jobs with their labor, without money. */
  work: (jobCardId: string) => ReactNode;
  /** The estimate editor, for those who price work; a section with its own heading. */
  estimate: (jobCardId: string) => ReactNode;
  /** Declined work from the vehicle's earlier repair orders; a section of its own, nothing while there is none. */
  recommendations?: (jobCardId: string) => ReactNode;
  /** The card's inspection, for those who may read it; `canInspect`: they may start and rate it too. */
  inspection: (jobCardId: string, canInspect: boolean) => ReactNode;
  /** The card's invoices, for those who bill; a section with its own heading. */
  invoice: (jobCardId: string) => ReactNode;
  /** Start/Stop of the viewer's own clock on one job. */
  clock: (jobCardId: string) => ClockSlot;
  /** The customers feature's picker, for "Change customer". */
  customerPicker?: CustomerPickerSlot;
}

/** The repair order: one job card as a page, phone first, refreshed by live events like the list. */
export function RepairOrderPage({ jobCardId, parts }: { jobCardId: string; parts: RepairOrderParts }) {
  const query = useJobCard(jobCardId);
  const card = query.data?.jobCard;
  return (
    <div className="min-w-0">
      <BackToList />
      {card ? (
        <LoadedRepairOrder card={card} parts={parts} stale={query.isError ? query.error.message : null} />
      ) : query.isError ? (
        <div className="grid gap-2 py-8">
          <PageHeader title="Repair Order" />
          <p role="alert" className="text-sm text-muted-foreground">
            {query.error.message}
          </p>
        </div>
      ) : (
        <div className="flex justify-center py-12">
          <Spinner aria-label="Loading job card" className="size-6" />
        </div>
      )}
    </div>
  );
}

function LoadedRepairOrder({ card, parts, stale }: { card: JobCard; parts: RepairOrderParts; stale: string | null }) {
  const session = useSession();
  const role = session.role;
  const userId = session.profile?.userId;
  const assignedToViewer = assignedUserId(card) !== null && assignedUserId(card) === userId;
  const choices = jobCardStatusChoices(role, userId, { ...card, assignedTechnicianId: assignedUserId(card) });
  const clocks = can(role, "time-clock:own") && assignedToViewer;
  const clock = clocks ? parts.clock(card.id) : undefined;
  const inspector = { role, userId };
  const inspectionCard = { assignedTechnicianId: assignedUserId(card) };

  return (
    <div className="grid gap-6 pb-40 sm:pb-0">
      <PageHeader
        title={`Repair Order ${shortJobCardId(card.id)}`}
        actions={
          <Button asChild variant="outline">
            <Link to={`/jobcards/${encodeURIComponent(card.id)}/print`} target="_blank" rel="noopener">
              <PrinterIcon aria-hidden="true" />
              Print
            </Link>
          </Button>
        }
      />
      <AlertMessage>{stale}</AlertMessage>
      <RepairOrderHeader
        card={card}
        canChangePromised={session.status === "signed-in" && can(role, "job-cards:change-status-any")}
        // Those who price work choose whom it is for; choosing means looking customers up.
        customerPicker={session.status === "signed-in" && can(role, "estimates:edit") && can(role, "customers:manage") ? parts.customerPicker : undefined}
      />
      <RepairOrderSection title="Work">{parts.work(card.id)}</RepairOrderSection>
      {can(role, "estimates:edit") ? parts.estimate(card.id) : null}
      {parts.recommendations ? <AfterFirstPaint>{parts.recommendations(card.id)}</AfterFirstPaint> : null}
      {mayReadInspection(inspector, inspectionCard) ? (
        <RepairOrderSection title="Inspection">
          <AfterFirstPaint>{parts.inspection(card.id, mayInspectCard(inspector, inspectionCard))}</AfterFirstPaint>
        </RepairOrderSection>
      ) : null}
      <RepairOrderSection title="Photos">
        <AfterFirstPaint>
          <JobCardPhotos
            jobCardId={card.id}
            canAdd={can(role, "job-cards:change-status-any") || (can(role, "job-cards:view") && assignedToViewer)}
            canDelete={can(role, "job-cards:delete")}
          />
        </AfterFirstPaint>
      </RepairOrderSection>
      <RepairOrderSection title="Time">
        <AfterFirstPaint>
          <TimeList jobCardId={card.id} clock={clock} />
        </AfterFirstPaint>
      </RepairOrderSection>
      {can(role, "invoices:manage") ? parts.invoice(card.id) : null}
      <RepairOrderSection title="History">
        <AfterFirstPaint>
          <HistoryList jobCardId={card.id} />
        </AfterFirstPaint>
      </RepairOrderSection>
      <RepairOrderBar>
        {session.status !== "signed-in" ? null : choices.length > 0 ? (
          <JobCardStatusControl key={card.updatedAt} card={card} choices={choices} />
        ) : (
          <StatusNote technician={can(role, "job-cards:change-status-assigned")} />
        )}
        {clock ? <BarClock jobCardId={card.id} clock={clock} /> : null}
      </RepairOrderBar>
    </div>
  );
}

/** Why the status cannot be changed here, for a technician on someone else's (or a closed) card. */
function StatusNote({ technician }: { technician: boolean }) {
  return (
    <p className="text-sm text-muted-foreground">
      {technician
        ? "Only the technician assigned to this card can change its status, and not once it is billed or cancelled."
        : "The status of this card cannot be changed."}
    </p>
  );
}

function BarClock({ jobCardId, clock }: { jobCardId: string; clock: ClockSlot }) {
  const time = useJobCardTime(jobCardId);
  const job = barJob(time.data, jobCardId);
  return job ? <div className="min-w-0">{clock(job)}</div> : null;
}
