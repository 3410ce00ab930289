import type { JobCard } from "@/shared/schemas/job-card-responses";
import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import type { SearchHit } from "./search-hit";

/** One line of a long description. */
function excerpt(text: string | null, max = 80): string {
  const line = (text ?? "").replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

const withCustomer = (vin: string, customer: string | null) => (customer ? `${vin} (${customer})` : vin);

/**
 * A ticket has no page of its own: the link opens the list, asking it to search for the ticket's
 * id (the list searches ids too).
 */
export function ticketHit(ticket: ServiceTicket): SearchHit {
  return {
    key: `ticket:${ticket.id}`,
    group: "tickets",
    title: withCustomer(ticket.vin, ticket.customerName),
    detail: [excerpt(ticket.issueDescription), ticket.status].filter(Boolean).join(" · "),
    href: `/service-tickets?search=${encodeURIComponent(ticket.id)}`,
  };
}

export function jobCardHit(card: JobCard): SearchHit {
  return {
    key: `job-card:${card.id}`,
    group: "jobCards",
    title: withCustomer(card.vin ?? "No VIN", card.customerName),
    detail: [`Job card ${card.id.slice(0, 8)}…`, excerpt(card.serviceDescription), card.status].filter(Boolean).join(" · "),
    href: `/jobcards/${encodeURIComponent(card.id)}`,
  };
}
