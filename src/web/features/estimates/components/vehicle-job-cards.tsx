import { Link } from "react-router";
import { can } from "@/shared/auth/permissions";
import { ESTIMATE_JOB_STATE_COLOURS } from "@/shared/constants/estimates";
import { JOB_CARD_STATUS_COLOURS } from "@/shared/constants/statuses";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { useSession } from "@/web/lib/auth/use-session";
import { useEstimate } from "../api/get-estimate";
import { useVehicleJobCards } from "../api/get-vehicle-job-cards";
import { estimateSummary } from "../utils/estimate-summary";

/** The vehicle's job cards with their status and, for staff who price, their estimate's state. */
export function VehicleJobCards({ vin }: { vin: string }) {
  const { role } = useSession();
  const listed = can(role, "job-cards:list");
  const cards = useVehicleJobCards(vin, { enabled: listed });
  if (!listed) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Job Cards</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!vin.trim() ? (
          <p className="text-sm text-muted-foreground">Add the vehicle&apos;s VIN to see its job cards.</p>
        ) : cards.data ? (
          cards.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No job cards for this vehicle.</p>
          ) : (
            <ul className="grid gap-2">
              {cards.data.map((card) => (
                <JobCardItem key={card.id} card={card} showEstimate={can(role, "estimates:edit")} />
              ))}
            </ul>
          )
        ) : cards.isError ? (
          <p className="text-sm text-muted-foreground">{cards.error.message}</p>
        ) : (
          <Spinner aria-label="Loading job cards" />
        )}
      </CardContent>
    </Card>
  );
}

function JobCardItem({ card, showEstimate }: { card: JobCard; showEstimate: boolean }) {
  return (
    <li>
      <Link
        to={`/jobcards/${encodeURIComponent(card.id)}`}
        className="block rounded-md border p-3 transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 flex-1 font-medium break-words">{card.serviceDescription}</span>
          <Badge variant={JOB_CARD_STATUS_COLOURS[card.status]}>{card.status}</Badge>
          {showEstimate ? <EstimateStateBadge jobCardId={card.id} /> : null}
        </div>
        <p className="font-mono text-xs text-muted-foreground">{card.id.slice(0, 8)}</p>
      </Link>
    </li>
  );
}

function EstimateStateBadge({ jobCardId }: { jobCardId: string }) {
  const estimate = useEstimate(jobCardId).data?.estimate;
  if (!estimate) return null;
  const summary = estimateSummary(estimate);
  const colour = summary === "No Estimate" || summary === "Not Sent" ? "grey" : ESTIMATE_JOB_STATE_COLOURS[summary];
  return <Badge variant={colour}>{`Estimate: ${summary}`}</Badge>;
}
