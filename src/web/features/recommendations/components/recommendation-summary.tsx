import { INSPECTION_RATING_COLOURS } from "@/shared/constants/inspections";
import type { Recommendation } from "@/shared/schemas/recommendations";
import { Badge } from "@/web/components/ui/badge";
import { recommendationLine } from "../utils/recommendation-line";

/** One recommendation's line with its rating (the word beside the colour) and the technician's note. */
export function RecommendationSummary({ recommendation }: { recommendation: Recommendation }) {
  return (
    <div className="grid min-w-0 gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 font-medium break-words">{recommendationLine(recommendation)}</span>
        <Badge variant={INSPECTION_RATING_COLOURS[recommendation.rating]}>{recommendation.rating}</Badge>
      </div>
      {recommendation.note ? <p className="text-sm break-words text-muted-foreground">{recommendation.note}</p> : null}
    </div>
  );
}
