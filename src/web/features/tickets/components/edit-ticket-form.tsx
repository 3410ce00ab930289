import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ticketSchema, type ServiceTicket } from "@/shared/schemas/ticket-responses";
import type { CustomerPickerSlot } from "@/web/components/customer-picker-slot";
import { ApiError } from "@/web/lib/api-error";
import { applyServerFieldErrors } from "@/web/lib/apply-server-field-errors";
import { staleRecord } from "@/web/lib/stale-record";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { ticketQueryOptions } from "../api/get-ticket";
import { useUpdateTicket } from "../api/update-ticket";
import {
  ticketEditorSchema,
  toTicketEditorInput,
  type TicketEditorInput,
  type TicketEditorValues,
} from "../utils/ticket-form-values";
import { TICKET_ERROR_TITLES, toastTicketError } from "../utils/toast-ticket-error";
import { TicketFormFields } from "./ticket-form-fields";
import { TicketStatusField } from "./ticket-status-field";
import { TicketSummary } from "./ticket-summary";

interface EditTicketFormProps {
  ticket: ServiceTicket;
  /** Without tickets:edit the ticket is shown read-only. */
  canEdit: boolean;
  customerPicker?: CustomerPickerSlot;
  /** Saved, or gone (deleted by someone else): the dialog closes. */
  onDone: () => void;
}

/**
 * View/Edit of a ticket. The form keeps the version it loaded (and sends its updatedAt), so a
 * refetch while the user types does not wipe their changes; a stale save is refused with 409 and
 * the form then shows the version the server holds now.
 */
export function EditTicketForm({ ticket, canEdit, customerPicker, onDone }: EditTicketFormProps) {
  const queryClient = useQueryClient();
  const updateTicket = useUpdateTicket();
  const [shown, setShown] = useState(ticket);
  const form = useForm<TicketEditorInput, unknown, TicketEditorValues>({
    resolver: zodResolver(ticketEditorSchema),
    defaultValues: toTicketEditorInput(ticket),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateTicket.mutateAsync({ ticketId: shown.id, input: { ...values, updatedAt: shown.updatedAt } });
      toast.success("Ticket Updated", { description: `The ticket for VIN ${values.vin} was saved.` });
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, form);
      toastTicketError(TICKET_ERROR_TITLES.save, error);
      if (error instanceof ApiError && error.status === 404) onDone();
      if (error instanceof ApiError && error.status === 409) await reload(staleRecord(error, ticketSchema));
    }
  });

  // Shows the version the server holds now: the one the 409 carries, else read afresh; gone, the dialog closes.
  async function reload(current: ServiceTicket | undefined) {
    try {
      const latest = current ?? (await queryClient.fetchQuery(ticketQueryOptions(shown.id))).ticket;
      setShown(latest);
      form.reset(toTicketEditorInput(latest));
    } catch {
      onDone();
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <TicketSummary ticket={shown} />
      <fieldset disabled={!canEdit} className="contents">
        {/* Keyed by the version shown, so the picker starts again from the ticket a 409 brought. */}
        <TicketFormFields key={shown.updatedAt} form={form} customerPicker={customerPicker}>
          <TicketStatusField form={form} />
        </TicketFormFields>
      </fieldset>
      <FormDialogFooter pending={form.formState.isSubmitting} pendingLabel="Saving ticket">
        {canEdit ? "Save Changes" : null}
      </FormDialogFooter>
    </form>
  );
}
