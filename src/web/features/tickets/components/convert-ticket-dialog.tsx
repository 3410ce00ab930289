import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { ticketLabel } from "../utils/ticket-label";
import { ConvertTicketForm } from "./convert-ticket-form";

interface ConvertTicketDialogProps {
  /** The Open ticket to convert; the dialog is open while one is given. */
  ticket: ServiceTicket | null;
  onClose: () => void;
}

export function ConvertTicketDialog({ ticket, onClose }: ConvertTicketDialogProps) {
  return (
    <Dialog open={ticket !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-[625px]">
        <DialogHeader>
          <DialogTitle>Convert to Job Card</DialogTitle>
          <DialogDescription>
            {ticket ? `Create a job card from the ticket for ${ticketLabel(ticket)}. The ticket becomes Assigned.` : null}
          </DialogDescription>
        </DialogHeader>
        {ticket ? <ConvertTicketForm key={ticket.id} ticket={ticket} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
