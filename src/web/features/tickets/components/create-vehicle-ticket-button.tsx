import { useState } from "react";
import { TicketPlusIcon } from "lucide-react";
import type { Vehicle } from "@/shared/schemas/local-records";
import type { CustomerPickerSlot } from "@/web/components/customer-picker-slot";
import { Button } from "@/web/components/ui/button";
import { useCan } from "@/web/lib/auth/use-can";
import { vehicleTicketPrefill } from "../utils/ticket-form-values";
import { CreateTicketDialog } from "./create-ticket-dialog";

/**
 * Vehicle detail's Create Service Ticket: the ticket form prefilled with the vehicle's
 * VIN and owner, carrying vehicle_id. Hidden from roles that may not create tickets.
 */
export function CreateVehicleTicketButton({ vehicle, customerPicker }: { vehicle: Vehicle; customerPicker?: CustomerPickerSlot }) {
  const canCreate = useCan("tickets:create");
  const [open, setOpen] = useState(false);
  if (!canCreate) return null;
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <TicketPlusIcon aria-hidden="true" />
        Create Service Ticket
      </Button>
      <CreateTicketDialog
        open={open}
        onOpenChange={setOpen}
        prefill={vehicleTicketPrefill(vehicle)}
        vehicleId={vehicle.id}
        customerPicker={customerPicker}
      />
    </>
  );
}
