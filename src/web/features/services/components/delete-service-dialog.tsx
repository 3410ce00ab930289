import { toast } from "sonner";
import type { ServiceRecord } from "@/shared/schemas/local-records";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { useJobCardImages } from "../hooks/job-card-images-context";
import { writeServices } from "../utils/write-services";

interface DeleteServiceDialogProps {
  /** The service to delete; the dialog is open while one is given. */
  service: ServiceRecord | null;
  vehicleLabel: string;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteServiceDialog({ service, vehicleLabel, onClose, onDeleted }: DeleteServiceDialogProps) {
  const images = useJobCardImages();

  function confirm() {
    if (!service) return;
    if (!writeServices((services) => services.filter((item) => item.id !== service.id))) return;
    // The image has no other owner; failing to remove it only leaves an orphan blob behind.
    if (service.jobCardImageUrl) images.remove(service.jobCardImageUrl).catch(() => undefined);
    toast.success("Service Deleted (Local)");
    onClose();
    onDeleted?.();
  }

  return (
    <ConfirmDialog
      open={service !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete service?"
      description={
        <>
          Are you sure you want to delete the {service?.type} service for {vehicleLabel} on {service?.serviceDate}? This
          action cannot be undone.
        </>
      }
      confirmLabel="Delete"
      destructive
      onConfirm={confirm}
    />
  );
}
