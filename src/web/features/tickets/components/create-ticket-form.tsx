import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { TicketFormInput } from "@/shared/schemas/ticket-form";
import { applyServerFieldErrors } from "@/web/lib/apply-server-field-errors";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { useCreateTicket } from "../api/create-ticket";
import {
  EMPTY_TICKET_FORM,
  ticketEditorSchema,
  type TicketEditorInput,
  type TicketEditorValues,
} from "../utils/ticket-form-values";
import { TICKET_ERROR_TITLES, toastTicketError } from "../utils/toast-ticket-error";
import { TicketFormFields } from "./ticket-form-fields";

interface CreateTicketFormProps {
  /** Starting values, e.g. a vehicle's VIN and owner. */
  prefill?: TicketFormInput;
  /** The browser-local vehicle the ticket is raised from, if any. */
  vehicleId?: string;
  onSaved: () => void;
}

export function CreateTicketForm({ prefill = EMPTY_TICKET_FORM, vehicleId, onSaved }: CreateTicketFormProps) {
  const createTicket = useCreateTicket();
  const form = useForm<TicketEditorInput, unknown, TicketEditorValues>({
    resolver: zodResolver(ticketEditorSchema),
    defaultValues: prefill,
  });

  const onSubmit = form.handleSubmit(async ({ status: _status, ...values }) => {
    try {
      const { ticket } = await createTicket.mutateAsync({ ...values, vehicleId: vehicleId ?? null });
      toast.success("Ticket Created", { description: `A service ticket for VIN ${ticket.vin} is open.` });
      onSaved();
    } catch (error) {
      applyServerFieldErrors(error, form);
      toastTicketError(TICKET_ERROR_TITLES.save, error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <TicketFormFields form={form} showStatus={false} />
      <FormDialogFooter pending={form.formState.isSubmitting} pendingLabel="Creating ticket">
        Create Ticket
      </FormDialogFooter>
    </form>
  );
}
