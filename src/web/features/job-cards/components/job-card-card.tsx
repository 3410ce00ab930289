import { Link } from "react-router";
import { EyeIcon, PrinterIcon, Trash2Icon } from "lucide-react";
import { formatClockedTime } from "@/shared/format/clocked-time";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { RecordCard } from "@/web/components/record-cards/record-card";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { descriptionPreview, jobCardCustomer, jobCardVin, shortJobCardId } from "../utils/job-card-display";
import { jobCardActionName } from "../utils/job-card-action-name";
import type { JobCardRowActions } from "./job-card-row";
import { JobCardStatusBadge } from "./job-card-status-badge";

/**
 * A job card on a phone: number, vehicle, customer, description, status and time on the clock.
 * A tap anywhere on the card opens its repair order page; the actions are those of the table row.
 */
export function JobCardCard({ card, onView, onDelete }: JobCardRowActions & { card: JobCard }) {
  const name = jobCardActionName(card);
  const clocked = card.clockedSeconds;
  return (
    <RecordCard
      title={
        <Link
          to={`/jobcards/${encodeURIComponent(card.id)}`}
          className="font-mono rounded-sm underline-offset-4 after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {shortJobCardId(card.id)}
        </Link>
      }
      badge={<JobCardStatusBadge status={card.status} />}
      fields={[
        { label: "Vehicle", value: jobCardVin(card) },
        { label: "Customer", value: jobCardCustomer(card) },
        { label: "Description", value: descriptionPreview(card.serviceDescription) },
        { label: "Assigned To", value: card.technician?.name ?? "Unassigned" },
        {
          label: "Time on the clock",
          // Left out, as any empty field is, until someone has clocked on the card.
          value:
            clocked === 0 && !card.clockRunning ? null : (
              <span className="inline-flex flex-wrap items-center gap-2">
                <span>{formatClockedTime(clocked)}</span>
                {card.clockRunning ? <Badge variant="secondary">On the clock</Badge> : null}
              </span>
            ),
        },
      ]}
      actions={
        <>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={`View details of ${name}`}
            title="View details"
            onClick={() => onView(card)}
          >
            <EyeIcon aria-hidden="true" />
          </Button>
          <Button asChild variant="outline" size="icon">
            <Link to={`/jobcards/${encodeURIComponent(card.id)}/print`} target="_blank" rel="noopener" aria-label={`Print ${name}`} title="Print">
              <PrinterIcon aria-hidden="true" />
            </Link>
          </Button>
          {onDelete ? (
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="text-destructive"
              aria-label={`Delete ${name}`}
              title="Delete"
              onClick={() => onDelete(card)}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          ) : null}
        </>
      }
    />
  );
}
