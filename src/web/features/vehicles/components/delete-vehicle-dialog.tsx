import { toast } from "sonner";
import type { Vehicle } from "@/shared/schemas/local-records";
import { saveLocalList } from "@/web/lib/local-store/save-local-list";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { vehiclesStore } from "@/web/lib/local-store/collections";

interface DeleteVehicleDialogProps {
  /** The vehicle to delete; the dialog is open while it is set. */
  vehicle: Vehicle | null;
  onClose: () => void;
}

export function DeleteVehicleDialog({ vehicle, onClose }: DeleteVehicleDialogProps) {
  function confirm() {
    if (!vehicle) return;
    const removed = saveLocalList(() => vehiclesStore.update((items) => items.filter((item) => item.id !== vehicle.id)));
    if (removed) {
      // A deletion's confirmation uses the destructive style.
      toast.error("Vehicle Deleted (Local)", {
        description: `${vehicle.make} ${vehicle.model} was removed from this browser.`,
      });
    }
    onClose();
  }

  // A vehicle without a year would leave a double space; collapse it.
  const description = vehicle
    ? `Are you sure you want to delete the ${vehicle.year ?? ""} ${vehicle.make} ${vehicle.model} (${vehicle.licensePlate})? This action cannot be undone.`.replace(
        /\s+/g,
        " ",
      )
    : null;
  return (
    <ConfirmDialog
      open={vehicle !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Confirm Deletion"
      description={description}
      confirmLabel="Delete"
      destructive
      onConfirm={confirm}
    />
  );
}
