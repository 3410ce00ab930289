import { toast } from "sonner";
import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { useDeleteTicket } from "../api/delete-ticket";
import { ticketLabel } from "../utils/ticket-label";
import { TICKET_ERROR_TITLES, toastTicketError } from "../utils/toast-ticket-error";

interface DeleteTicketDialogProps {
  /** The ticket to delete; the dialog is open while one is given. */
  ticket: ServiceTicket | null;
  onClose: () => void;
}

export function DeleteTicketDialog({ ticket, onClose }: DeleteTicketDialogProps) {
  const deleteTicket = useDeleteTicket();

  // mutateAsync, not mutate's callbacks: the row (and this dialog's ticket) goes away on success.
  async function confirm() {
    if (!ticket) return;
    const label = ticketLabel(ticket);
    onClose();
    try {
      await deleteTicket.mutateAsync(ticket.id);
      toast.success("Ticket Deleted", { description: `The ticket for ${label} was deleted.` });
    } catch (error) {
      toastTicketError(TICKET_ERROR_TITLES.delete, error);
    }
  }

  return (
    <ConfirmDialog
      open={ticket !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete service ticket?"
      description={
        ticket
          ? `Are you sure you want to delete the ticket for ${ticketLabel(ticket)}? This action cannot be undone. Job cards made from it are kept.`
          : null
      }
      confirmLabel="Delete"
      destructive
      onConfirm={() => void confirm()}
    />
  );
}
