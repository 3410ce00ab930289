import { Link } from "react-router";
import { formatClockedTime } from "@/shared/format/clocked-time";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { RecordCard } from "@/web/components/record-cards/record-card";
import { Badge } from "@/web/components/ui/badge";
import { formatDateTime } from "@/web/lib/format-date-time";
import { descriptionPreview, jobCardCustomer, jobCardVin, shortJobCardId } from "../utils/job-card-display";
import { JobCardActionButtons } from "./job-card-action-buttons";
import type { JobCardRowActions } from "./job-card-row";
import { JobCardStatusBadge } from "./job-card-status-badge";

/**
 * A job card on a phone: number, vehicle, customer, description, status, promised time and time on the clock.
 * A tap anywhere on the card opens its repair order page; the actions are those of the table row.
 */
export function JobCardCard({ card, onView, onDelete }: JobCardRowActions & { card: JobCard }) {
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
        // Left out when no time was promised.
        { label: "Promised", value: card.promisedAt ? <time dateTime={card.promisedAt}>{formatDateTime(card.promisedAt)}</time> : null },
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
      actions={<JobCardActionButtons card={card} onView={onView} onDelete={onDelete} on="card" />}
    />
  );
}
