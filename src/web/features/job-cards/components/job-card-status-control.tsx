import { useState } from "react";
import { toast } from "sonner";
import type { JobCardStatus } from "@/shared/constants/statuses";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { Button } from "@/web/components/ui/button";
import { NativeSelect, NativeSelectOption } from "@/web/components/ui/native-select";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { useUpdateJobCardStatus } from "../api/update-job-card-status";
import { shortJobCardId } from "../utils/job-card-display";

interface JobCardStatusControlProps {
  card: JobCard;
  /** What this user may choose (never empty: without choices the status is read-only). */
  choices: readonly JobCardStatus[];
}

/**
 * Picks a status and saves it with the `updatedAt` the user saw, so a stale change is refused. Mount it keyed
 * by the card's updatedAt, so a reloaded card (after a save or a 409) resets the choice.
 */
export function JobCardStatusControl({ card, choices }: JobCardStatusControlProps) {
  const [choice, setChoice] = useState<JobCardStatus>(card.status);
  const updateStatus = useUpdateJobCardStatus();

  async function save() {
    try {
      const result = await updateStatus.mutateAsync({ jobCardId: card.id, input: { status: choice, updatedAt: card.updatedAt } });
      if (result.queued) {
        toast.info("Waiting for the connection", { description: `${choice} is kept on this device and sent when the connection returns.` });
      } else {
        toast.success("Status Updated", { description: `Job card ${shortJobCardId(card.id)} is now ${choice}.` });
      }
    } catch (error) {
      // A 409 names the other person's change; the card reloads when the mutation settles.
      toast.error("Error updating status", { description: errorMessage(error) });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <NativeSelect
        aria-label="Status"
        wrapperClassName="w-44"
        value={choice}
        onChange={(event) => setChoice(choices.find((status) => status === event.target.value) ?? card.status)}
      >
        {choices.map((status) => (
          <NativeSelectOption key={status} value={status}>
            {status}
          </NativeSelectOption>
        ))}
      </NativeSelect>
      <Button
        type="button"
        size="sm"
        disabled={choice === card.status || updateStatus.isPending}
        onClick={() => void save()}
      >
        {updateStatus.isPending ? <Spinner aria-label="Updating status" /> : null}
        Update Status
      </Button>
    </div>
  );
}
