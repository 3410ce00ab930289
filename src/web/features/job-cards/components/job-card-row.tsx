import type { JobCard } from "@/shared/schemas/job-card-responses";
import { TableCell, TableRow } from "@/web/components/ui/table";
import { formatDateTime } from "@/web/lib/format-date-time";
import { descriptionPreview, jobCardCustomer, jobCardVin, shortJobCardId } from "../utils/job-card-display";
import { JobCardActionButtons } from "./job-card-action-buttons";
import { JobCardStatusBadge } from "./job-card-status-badge";

export interface JobCardRowActions {
  onView: (card: JobCard) => void;
  /** Absent when the user may not delete job cards: no Delete button then. */
  onDelete?: (card: JobCard) => void;
}

export function JobCardRow({ card, onView, onDelete }: JobCardRowActions & { card: JobCard }) {
  const shortId = shortJobCardId(card.id);
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
          <JobCardActionButtons card={card} onView={onView} onDelete={onDelete} on="row" />
        </div>
      </TableCell>
    </TableRow>
  );
}
