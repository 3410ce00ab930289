import type { TicketFormInput } from "@/shared/schemas/ticket-form";
import type { CustomerPickerSlot } from "@/web/components/customer-picker-slot";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { CreateTicketForm } from "./create-ticket-form";

interface CreateTicketDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prefill?: TicketFormInput;
  vehicleId?: string;
  customerPicker?: CustomerPickerSlot;
}

export function CreateTicketDialog({ open, onOpenChange, prefill, vehicleId, customerPicker }: CreateTicketDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[625px]">
        <DialogHeader>
          <DialogTitle>Create Service Ticket</DialogTitle>
          <DialogDescription>Record the customer&apos;s issue. VIN and issue description are required.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the prefill. */}
        {open ? <CreateTicketForm prefill={prefill} vehicleId={vehicleId} customerPicker={customerPicker} onSaved={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
