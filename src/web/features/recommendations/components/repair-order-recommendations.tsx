import { useId } from "react";
import type { Recommendation } from "@/shared/schemas/recommendations";
import { AddToEstimate } from "@/web/components/add-to-estimate";
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
  return <AddToEstimate name={recommendation.name} onEstimate={recommendation.onEstimate} canAdd={canAdd} add={add} />;
}
