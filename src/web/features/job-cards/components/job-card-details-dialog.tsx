import type { ReactNode } from "react";
import { Link } from "react-router";
import { PrinterIcon } from "lucide-react";
import { jobCardStatusChoices } from "@/shared/auth/job-card-status-rule";
import { can } from "@/shared/auth/permissions";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { useSession } from "@/web/lib/auth/use-session";
import { useJobCard } from "../api/get-job-card";
import { assignedUserId, shortJobCardId } from "../utils/job-card-display";
import { JobCardDetails } from "./job-card-details";
import { JobCardStatusControl } from "./job-card-status-control";

interface JobCardDetailsDialogProps {
  /** The card whose details to show; the dialog is open while one is given. */
  card: JobCard | null;
  onClose: () => void;
  /** The card's Estimate section (estimates feature), below its details; nothing when absent. */
  estimate?: (card: JobCard) => ReactNode;
}

export function JobCardDetailsDialog({ card, onClose, estimate }: JobCardDetailsDialogProps) {
  return (
    <Dialog open={card !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className={estimate ? "max-w-3xl" : "max-w-[625px]"}>
        <DialogHeader>
          <DialogTitle>Job Card Details</DialogTitle>
          <DialogDescription>{card ? `Job card ${shortJobCardId(card.id)}` : null}</DialogDescription>
        </DialogHeader>
        {card ? <LoadedDetails shown={card} estimate={estimate} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** Reads the card afresh, so a status change starts from what the server holds now. */
function LoadedDetails({ shown, estimate }: { shown: JobCard; estimate?: (card: JobCard) => ReactNode }) {
  const session = useSession();
  const query = useJobCard(shown.id, shown);
  const card = query.data?.jobCard;

  if (!card) {
    return query.isError ? (
      <p className="text-sm text-muted-foreground">{query.error.message}</p>
    ) : (
      <Spinner aria-label="Loading job card" />
    );
  }

  const choices = jobCardStatusChoices(session.role, session.profile?.userId, { ...card, assignedTechnicianId: assignedUserId(card) });
  // A technician looking at someone else's card is told why the status cannot be changed here.
  const note =
    choices.length === 0 && can(session.role, "job-cards:change-status-assigned")
      ? "Only the technician assigned to this card can change its status, and not once it is billed or cancelled."
      : null;

  return (
    <>
      {query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {query.error.message}
        </p>
      ) : null}
      <JobCardDetails
        card={card}
        status={
          choices.length > 0 ? <JobCardStatusControl key={card.updatedAt} card={card} choices={choices} /> : undefined
        }
      />
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      {estimate?.(card)}
      <DialogFooter>
        <Button asChild variant="outline">
          <Link to={`/jobcards/${encodeURIComponent(card.id)}/print`} target="_blank" rel="noopener">
            <PrinterIcon aria-hidden="true" />
            Print
          </Link>
        </Button>
      </DialogFooter>
    </>
  );
}
