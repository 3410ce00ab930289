import { Link } from "react-router";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { useCan } from "@/web/lib/auth/use-can";
import { jobCardCustomer } from "../utils/job-card-display";

/** The card's customer by name: a link to the customer's page for staff who may open it. */
export function JobCardCustomer({ card }: { card: JobCard }) {
  const canOpen = useCan("customers:manage");
  const name = jobCardCustomer(card) || "N/A";
  if (!card.customerId || !canOpen) return <>{name}</>;
  return (
    <Link to={`/customers/${encodeURIComponent(card.customerId)}`} className="underline underline-offset-4">
      {name}
    </Link>
  );
}
