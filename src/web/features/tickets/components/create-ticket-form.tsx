import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { ticketCreateSchema, type TicketCreateInput, type TicketFormInput } from "@/shared/schemas/ticket-form";
import type { CustomerPickerSlot } from "@/web/components/customer-picker-slot";
import { applyServerFieldErrors } from "@/web/lib/apply-server-field-errors";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { useCreateTicket } from "../api/create-ticket";
import { EMPTY_TICKET_FORM } from "../utils/ticket-form-values";
import { TICKET_ERROR_TITLES, toastTicketError } from "../utils/toast-ticket-error";
import { TicketFormFields } from "./ticket-form-fields";

interface CreateTicketFormProps {
  /** Starting values, e.g. a vehicle's VIN and owner. */
  prefill?: TicketFormInput;
  /** The browser-local vehicle the ticket is raised from, if any. */
  vehicleId?: string;
  customerPicker?: CustomerPickerSlot;
  onSaved: () => void;
}

export function CreateTicketForm({ prefill = EMPTY_TICKET_FORM, vehicleId, customerPicker, onSaved }: CreateTicketFormProps) {
  const createTicket = useCreateTicket();
  // The schema POST /api/tickets checks: the form's values are the request body, vehicle included.
  const form = useForm<TicketCreateInput, unknown, z.output<typeof ticketCreateSchema>>({
    resolver: zodResolver(ticketCreateSchema),
    defaultValues: { ...prefill, vehicleId: vehicleId ?? null },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { ticket } = await createTicket.mutateAsync(values);
      toast.success("Ticket Created", { description: `A service ticket for VIN ${ticket.vin} is open.` });
      onSaved();
    } catch (error) {
      applyServerFieldErrors(error, form);
      toastTicketError(TICKET_ERROR_TITLES.save, error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <TicketFormFields form={form} customerPicker={customerPicker} />
      <FormDialogFooter pending={form.formState.isSubmitting} pendingLabel="Creating ticket">
        Create Ticket
      </FormDialogFooter>
    </form>
  );
}
