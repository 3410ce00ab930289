import { ESTIMATE_JOB_STATE_COLOURS, type EstimateJobState } from "@/shared/constants/estimates";
import { Badge } from "@/web/components/ui/badge";

export function JobStateBadge({ state }: { state: EstimateJobState }) {
  return <Badge variant={ESTIMATE_JOB_STATE_COLOURS[state]}>{state}</Badge>;
}
