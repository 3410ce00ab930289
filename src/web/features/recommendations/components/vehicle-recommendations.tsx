import { Link } from "react-router";
import { can } from "@/shared/auth/permissions";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { useSession } from "@/web/lib/auth/use-session";
import { useVehicleRecommendations } from "../api/recommendations";
import { RecommendationSummary } from "./recommendation-summary";

/**
 * The vehicle's declined work, each line linking to the repair order it was found on; shown to
 * those who see the vehicle's job cards, and only when the vehicle has a VIN to find them by.
 */
export function VehicleRecommendations({ vin }: { vin: string }) {
  const { role } = useSession();
  const listed = can(role, "job-cards:list");
  const recommendations = useVehicleRecommendations(vin, { enabled: listed });
  if (!listed || !vin.trim()) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Recommendations</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {recommendations.data ? (
          recommendations.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No declined work waiting on this vehicle.</p>
          ) : (
            <ul className="grid gap-2">
              {recommendations.data.map((recommendation) => (
                <li key={`${recommendation.inspectionId} ${recommendation.itemId}`} className="grid gap-1 rounded-md border p-3">
                  <RecommendationSummary recommendation={recommendation} />
                  <Link
                    to={`/jobcards/${encodeURIComponent(recommendation.jobCard.id)}`}
                    className="w-fit text-sm break-words underline underline-offset-4 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    {`Found on: ${recommendation.jobCard.serviceDescription}`}
                  </Link>
                </li>
              ))}
            </ul>
          )
        ) : recommendations.isError ? (
          <p className="text-sm text-muted-foreground">{recommendations.error.message}</p>
        ) : (
          <Spinner aria-label="Loading recommendations" />
        )}
      </CardContent>
    </Card>
  );
}
