import { useId } from "react";
import { CheckIcon } from "lucide-react";
import type { Recommendation } from "@/shared/schemas/recommendations";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-error";
import { useAddRecommendation, useCardRecommendations } from "../api/recommendations";
import { RecommendationSummary } from "./recommendation-summary";

/**
 * Declined work from the vehicle's earlier repair orders, as a section of this one; nothing at all
 * while there is none (or it cannot be read). `canAdd`: Add to Estimate for those who price work.
 */
export function RepairOrderRecommendations({ jobCardId, canAdd }: { jobCardId: string; canAdd: boolean }) {
  const headingId = useId();
  const recommendations = useCardRecommendations(jobCardId).data ?? [];
  if (recommendations.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3 border-t pt-4">
      <h2 id={headingId} className="text-lg font-semibold">
        Recommendations
      </h2>
      <ul className="grid gap-2">
        {recommendations.map((recommendation) => (
          <li key={`${recommendation.inspectionId} ${recommendation.itemId}`} className="grid gap-2 rounded-md border p-3">
            <RecommendationSummary recommendation={recommendation} />
            <OnEstimate jobCardId={jobCardId} recommendation={recommendation} canAdd={canAdd} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OnEstimate({ jobCardId, recommendation, canAdd }: { jobCardId: string; recommendation: Recommendation; canAdd: boolean }) {
  const add = useAddRecommendation(jobCardId, recommendation);
  if (recommendation.onEstimate) {
    return (
      <p className="flex items-center gap-1 text-sm font-medium text-green-800 dark:text-green-300">
        <CheckIcon aria-hidden="true" className="size-4" />
        On the estimate
      </p>
    );
  }
  if (!canAdd) return null;
  return (
    <div className="grid gap-1">
      <Button
        type="button"
        variant="outline"
        className="min-h-11 sm:w-fit"
        aria-label={`Add ${recommendation.name} to estimate`}
        disabled={add.isPending}
        onClick={() => add.mutate()}
      >
        Add to Estimate
      </Button>
      {add.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(add.error)}
        </p>
      ) : null}
    </div>
  );
}
