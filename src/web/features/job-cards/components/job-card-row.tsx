import { Link } from "react-router";
import { EyeIcon, PrinterIcon, Trash2Icon } from "lucide-react";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { Button } from "@/web/components/ui/button";
import { TableCell, TableRow } from "@/web/components/ui/table";
import { formatDateTime } from "@/web/lib/format-date-time";
import { descriptionPreview, jobCardCustomer, jobCardVin, shortJobCardId } from "../utils/job-card-display";
import { jobCardActionName } from "../utils/job-card-action-name";
import { JobCardStatusBadge } from "./job-card-status-badge";

export interface JobCardRowActions {
  onView: (card: JobCard) => void;
  /** Absent when the user may not delete job cards: no Delete button then. */
  onDelete?: (card: JobCard) => void;
}

export function JobCardRow({ card, onView, onDelete }: JobCardRowActions & { card: JobCard }) {
  const shortId = shortJobCardId(card.id);
  const name = jobCardActionName(card);
  return (
    <TableRow>
      <TableCell className="font-mono text-xs" title={card.id}>
        {shortId}
      </TableCell>
      <TableCell>{jobCardVin(card)}</TableCell>
      <TableCell>{jobCardCustomer(card)}</TableCell>
      <TableCell className="max-w-xs min-w-48 whitespace-normal" title={card.serviceDescription}>
        {descriptionPreview(card.serviceDescription)}
      </TableCell>
      <TableCell>{card.technician?.name ?? "Unassigned"}</TableCell>
      <TableCell>
        <JobCardStatusBadge status={card.status} />
      </TableCell>
      <TableCell>{formatDateTime(card.createdAt)}</TableCell>
      <TableCell>
        <div className="flex gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`View details of ${name}`}
            title="View details"
            onClick={() => onView(card)}
          >
            <EyeIcon aria-hidden="true" />
          </Button>
          {/* A new tab keeps the list, its search and its loaded pages where they were. */}
          <Button asChild variant="ghost" size="icon" className="size-8">
            <Link
              to={`/jobcards/${encodeURIComponent(card.id)}/print`}
              target="_blank"
              rel="noopener"
              aria-label={`Print ${name}`}
              title="Print"
            >
              <PrinterIcon aria-hidden="true" />
            </Link>
          </Button>
          {onDelete ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8 text-destructive"
              aria-label={`Delete ${name}`}
              title="Delete"
              onClick={() => onDelete(card)}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </TableCell>
    </TableRow>
  );
}
