import { isFinding } from "@/shared/inspections/findings";
import type { InspectionItem } from "@/shared/schemas/inspections";
import { AddToEstimate } from "@/web/components/add-to-estimate";
import { useAddToEstimate } from "../api/inspection";

/**
 * Beside a finding (Needs Attention or Urgent): "On the estimate" once it became an estimate job,
 * otherwise Add to Estimate for those who price work. Nothing for other items; never money.
 */
export function FindingEstimate({ jobCardId, item, canAdd }: { jobCardId: string; item: InspectionItem; canAdd: boolean }) {
  const add = useAddToEstimate(jobCardId, item.itemId);
  if (!isFinding(item)) return null;
  return <AddToEstimate name={item.name} onEstimate={item.estimateJobId !== null} canAdd={canAdd} add={add} />;
}
