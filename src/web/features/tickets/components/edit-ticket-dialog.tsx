import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import type { CustomerPickerSlot } from "@/web/components/customer-picker-slot";
import { useCan } from "@/web/lib/auth/use-can";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { ticketLabel } from "../utils/ticket-label";
import { EditTicketForm } from "./edit-ticket-form";

interface EditTicketDialogProps {
  /** The ticket to show; the dialog is open while one is given. */
  ticket: ServiceTicket | null;
  onClose: () => void;
  customerPicker?: CustomerPickerSlot;
}

export function EditTicketDialog({ ticket, onClose, customerPicker }: EditTicketDialogProps) {
  const canEdit = useCan("tickets:edit");
  return (
    <Dialog open={ticket !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-[625px]">
        <DialogHeader>
          <DialogTitle>{canEdit ? "Edit Service Ticket" : "Service Ticket"}</DialogTitle>
          <DialogDescription>{ticket ? `Ticket for ${ticketLabel(ticket)}.` : null}</DialogDescription>
        </DialogHeader>
        {ticket ? <EditTicketForm key={ticket.id} ticket={ticket} canEdit={canEdit} customerPicker={customerPicker} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
