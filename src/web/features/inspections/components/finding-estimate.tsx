import { CheckIcon } from "lucide-react";
import { isFinding } from "@/shared/inspections/findings";
import type { InspectionItem } from "@/shared/schemas/inspections";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-error";
import { useAddToEstimate } from "../api/inspection";

/**
 * Beside a finding (Needs Attention or Urgent): "On the estimate" once it became an estimate job,
 * otherwise Add to Estimate for those who price work. Nothing for other items; never money.
 */
export function FindingEstimate({ jobCardId, item, canAdd }: { jobCardId: string; item: InspectionItem; canAdd: boolean }) {
  if (!isFinding(item)) return null;
  if (item.estimateJobId !== null) {
    return (
      <p className="flex items-center gap-1 text-sm font-medium text-green-800 dark:text-green-300">
        <CheckIcon aria-hidden="true" className="size-4" />
        On the estimate
      </p>
    );
  }
  return canAdd ? <AddToEstimateButton jobCardId={jobCardId} item={item} /> : null;
}

function AddToEstimateButton({ jobCardId, item }: { jobCardId: string; item: InspectionItem }) {
  const add = useAddToEstimate(jobCardId, item.itemId);
  return (
    <div className="grid gap-1">
      <Button
        type="button"
        variant="outline"
        className="min-h-11 sm:w-fit"
        aria-label={`Add ${item.name} to estimate`}
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
