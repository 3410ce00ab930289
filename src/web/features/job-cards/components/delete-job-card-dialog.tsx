import { toast } from "sonner";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { errorMessage } from "@/web/lib/api-error";
import { useDeleteJobCard } from "../api/delete-job-card";
import { jobCardVin, shortJobCardId } from "../utils/job-card-display";

interface DeleteJobCardDialogProps {
  /** The card to delete; the dialog is open while it is set. */
  card: JobCard | null;
  onClose: () => void;
}

export function DeleteJobCardDialog({ card, onClose }: DeleteJobCardDialogProps) {
  const deleteJobCard = useDeleteJobCard();

  // mutateAsync after closing: the row, and so this dialog's card, goes away once it is deleted.
  async function confirm() {
    if (!card) return;
    onClose();
    try {
      await deleteJobCard.mutateAsync(card.id);
      toast.success("Job Card Deleted", { description: `Job card ${shortJobCardId(card.id)} was deleted.` });
    } catch (error) {
      toast.error("Error deleting job card", { description: errorMessage(error) });
    }
  }

  const vin = card ? jobCardVin(card) : "";
  return (
    <ConfirmDialog
      open={card !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete Job Card"
      description={
        card
          ? `Are you sure you want to delete job card ${shortJobCardId(card.id)}${vin ? ` (VIN ${vin})` : ""}? This action cannot be undone.`
          : null
      }
      confirmLabel="Delete"
      destructive
      onConfirm={() => void confirm()}
    />
  );
}
