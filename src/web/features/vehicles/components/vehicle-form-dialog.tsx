import type { Vehicle } from "@/shared/schemas/local-records";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { useWhereSaved } from "@/web/components/shop-records/use-where-saved";
import { VehicleForm } from "./vehicle-form";

export interface VehicleFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vehicle to edit; absent to add a new one. */
  vehicle?: Vehicle;
}

/** Add New Vehicle / Edit Vehicle: up to 625 px wide, its fields scrolling at 70vh. */
export function VehicleFormDialog({ open, onOpenChange, vehicle }: VehicleFormDialogProps) {
  const whereSaved = useWhereSaved();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[625px]">
        <DialogHeader>
          <DialogTitle>{vehicle ? "Edit Vehicle" : "Add New Vehicle"}</DialogTitle>
          <DialogDescription>
            {whereSaved.hint} Make, model, year, license plate and owner name are required.
          </DialogDescription>
        </DialogHeader>
        {/* Keyed so reopening for another vehicle starts from that vehicle's values. */}
        {open ? <VehicleForm key={vehicle?.id ?? "new"} vehicle={vehicle} onSaved={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
