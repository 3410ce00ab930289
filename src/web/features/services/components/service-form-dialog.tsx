import { toast } from "sonner";
import type { ServiceRecord } from "@/shared/schemas/local-records";
import type { ServiceFormValues } from "@/shared/schemas/service-form";
import { useWhereSaved } from "@/web/components/shop-records/use-where-saved";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { serviceCustomFieldsStore, vehiclesStore } from "@/web/lib/local-store/collections";
import { newServiceId } from "@/web/lib/local-store/local-ids";
import { useLocalCollection } from "@/web/lib/local-store/use-local-collection";
import { writeServices } from "../utils/write-services";
import { ServiceForm } from "./service-form";

interface ServiceFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The service to update; absent to add one. */
  service?: ServiceRecord;
  /** Preselected vehicle when adding (from /services?vehicleId=...&openModal=true). */
  defaultVehicleId?: string;
}

function toRecord(values: ServiceFormValues, existing: ServiceRecord | undefined): ServiceRecord {
  return {
    id: existing?.id ?? newServiceId(),
    vehicleId: values.vehicleId,
    serviceDate: values.serviceDate,
    type: values.type,
    description: values.description,
    cost: values.cost,
    status: values.status,
    mechanic: values.mechanic,
    parts: values.parts.map((part) => ({ name: part.name, quantity: part.quantity, price: part.price })),
    customFields: values.customFields,
    jobCardImageUrl: existing?.jobCardImageUrl ?? null,
  };
}

/** Add Service / Update Service, saved to the browser's service list. */
export function ServiceFormDialog({ open, onOpenChange, service, defaultVehicleId }: ServiceFormDialogProps) {
  const vehicles = useLocalCollection(vehiclesStore);
  const customFields = useLocalCollection(serviceCustomFieldsStore);
  const whereSaved = useWhereSaved();

  function save(values: ServiceFormValues) {
    const record = toRecord(values, service);
    const saved = writeServices((services) =>
      service ? services.map((item) => (item.id === service.id ? record : item)) : [...services, record],
    );
    if (!saved) return;
    toast.success(service ? "Service Updated (Local)" : "Service Added (Local)");
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[625px]">
        <DialogHeader>
          <DialogTitle>{service ? "Update Service" : "Add Service"}</DialogTitle>
          <DialogDescription>{whereSaved.hint}</DialogDescription>
        </DialogHeader>
        {open ? (
          <ServiceForm
            service={service}
            defaultVehicleId={defaultVehicleId}
            vehicles={vehicles}
            customFields={customFields}
            onSubmit={save}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
