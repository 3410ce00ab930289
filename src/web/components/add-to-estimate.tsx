import { CheckIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-error";
import { AlertMessage } from "@/web/components/ui/alert-message";

/** The part of a mutation the control shows: whether it runs, how it failed, and how to start it. */
export interface AddToEstimateAction {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  mutate: () => void;
}

/**
 * Beside a finding or a recommendation: "On the estimate" once it is there, otherwise, for those
 * who price work, Add to Estimate, named after the item so each button says what it adds.
 */
export function AddToEstimate({ name, onEstimate, canAdd, add }: { name: string; onEstimate: boolean; canAdd: boolean; add: AddToEstimateAction }) {
  if (onEstimate) {
    return (
      <p className="flex items-center gap-1 text-sm font-medium text-green-800 dark:text-green-300">
        <CheckIcon aria-hidden="true" className="size-4" />
        On the estimate
      </p>
    );
  }
  return canAdd ? <AddToEstimateButton name={name} add={add} /> : null;
}

function AddToEstimateButton({ name, add }: { name: string; add: AddToEstimateAction }) {
  return (
    <div className="grid gap-1">
      <Button type="button" variant="outline" className="min-h-11 sm:w-fit" aria-label={`Add ${name} to estimate`} disabled={add.isPending} onClick={() => add.mutate()}>
        Add to Estimate
      </Button>
      {add.isError ? <AlertMessage>{errorMessage(add.error)}</AlertMessage> : null}
    </div>
  );
}
