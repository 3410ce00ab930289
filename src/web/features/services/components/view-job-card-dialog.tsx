import type { ServiceRecord } from "@/shared/schemas/local-records";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { JobCardImage } from "./job-card-image";

interface ViewJobCardDialogProps {
  /** The service whose image to show; the dialog is open while one is given. */
  service: ServiceRecord | null;
  onClose: () => void;
}

export function ViewJobCardDialog({ service, onClose }: ViewJobCardDialogProps) {
  return (
    <Dialog open={service !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Job Card Image</DialogTitle>
          <DialogDescription>{service?.type}</DialogDescription>
        </DialogHeader>
        {service?.jobCardImageUrl ? (
          <JobCardImage reference={service.jobCardImageUrl} alt={`Job card for ${service.type}`} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
