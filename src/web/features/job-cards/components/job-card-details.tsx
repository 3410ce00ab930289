import type { ReactNode } from "react";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { formatDateTime } from "@/web/lib/format-date-time";
import { jobCardCustomer, jobCardVin } from "../utils/job-card-display";
import { JobCardStatusBadge } from "./job-card-status-badge";

interface Item {
  label: string;
  value: ReactNode;
  /** Long text takes the full width. */
  wide?: boolean;
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

function DetailGrid({ items }: { items: readonly Item[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 print:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className={item.wide ? "min-w-0 sm:col-span-2 print:col-span-2" : "min-w-0"}>
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="font-medium break-words whitespace-pre-line">{isEmpty(item.value) ? "N/A" : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface JobCardDetailsProps {
  card: JobCard;
  /** Replaces the status badge, e.g. with the control that changes it. */
  status?: ReactNode;
}

/** Everything a job card holds, as the printed card shows it. */
export function JobCardDetails({ card, status }: JobCardDetailsProps) {
  const technician = card.technician;
  const hours = card.estimatedHours;
  const items: Item[] = [
    { label: "Job Card ID", value: <span className="font-mono text-sm break-all">{card.id}</span>, wide: true },
    { label: "VIN", value: jobCardVin(card) },
    { label: "Status", value: status ?? <JobCardStatusBadge status={card.status} /> },
    // Only when a time was promised: no "N/A" line for a promise nobody made.
    ...(card.promisedAt ? [{ label: "Promised", value: formatDateTime(card.promisedAt) }] : []),
    { label: "Customer", value: jobCardCustomer(card) },
    { label: "Customer Contact", value: card.customerContact },
    { label: "Assigned Technician", value: technician ? technician.name : "Unassigned" },
    { label: "Technician Email", value: technician?.email },
    { label: "Estimated Hours", value: hours === null ? "" : `${hours} ${hours === 1 ? "hour" : "hours"}` },
    { label: "Created By", value: card.creator?.name },
    { label: "Service Description", value: card.serviceDescription, wide: true },
    { label: "Notes", value: card.notes, wide: true },
    { label: "Created At", value: formatDateTime(card.createdAt) },
    { label: "Updated At", value: formatDateTime(card.updatedAt) },
  ];
  return (
    <div className="grid gap-6">
      <DetailGrid items={items} />
      {card.ticket ? (
        <section aria-labelledby={`ticket-${card.id}`} className="grid gap-3 border-t pt-4">
          <h3 id={`ticket-${card.id}`} className="font-semibold">
            Linked Service Ticket
          </h3>
          <DetailGrid
            items={[
              { label: "Ticket Issue", value: card.ticket.issueDescription, wide: true },
              { label: "Ticket VIN", value: card.ticket.vin },
              { label: "Ticket Customer", value: card.ticket.customerName },
            ]}
          />
        </section>
      ) : null}
    </div>
  );
}
