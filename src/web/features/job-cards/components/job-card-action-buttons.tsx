import { Link } from "react-router";
import { EyeIcon, PrinterIcon, Trash2Icon } from "lucide-react";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { Button } from "@/web/components/ui/button";
import { jobCardActionName } from "../utils/job-card-action-name";
import type { JobCardRowActions } from "./job-card-row";

/**
 * A job card's actions, the same names in the table's row and on a phone's card: small ghost
 * buttons in a row, outlined thumb-sized ones on a card.
 */
export function JobCardActionButtons({ card, onView, onDelete, on }: JobCardRowActions & { card: JobCard; on: "row" | "card" }) {
  const name = jobCardActionName(card);
  const look = on === "row" ? ({ variant: "ghost", className: "size-8" } as const) : ({ variant: "outline", className: "" } as const);
  return (
    <>
      <Button
        type="button"
        variant={look.variant}
        size="icon"
        className={look.className}
        aria-label={`View details of ${name}`}
        title="View details"
        onClick={() => onView(card)}
      >
        <EyeIcon aria-hidden="true" />
      </Button>
      {/* A new tab keeps the list, its search and its loaded pages where they were. */}
      <Button asChild variant={look.variant} size="icon" className={look.className}>
        <Link to={`/jobcards/${encodeURIComponent(card.id)}/print`} target="_blank" rel="noopener" aria-label={`Print ${name}`} title="Print">
          <PrinterIcon aria-hidden="true" />
        </Link>
      </Button>
      {onDelete ? (
        <Button
          type="button"
          variant={look.variant}
          size="icon"
          className={`${look.className} text-destructive`}
          aria-label={`Delete ${name}`}
          title="Delete"
          onClick={() => onDelete(card)}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      ) : null}
    </>
  );
}
