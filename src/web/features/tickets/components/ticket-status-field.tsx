import type { UseFormReturn } from "react-hook-form";
import { TICKET_STATUSES } from "@/shared/constants/statuses";
import { SelectField } from "@/web/components/form/select-field";
import type { TicketEditorInput, TicketEditorValues } from "../utils/ticket-form-values";

/** Editing a ticket sets its status too; a new ticket starts Open. */
export function TicketStatusField({ form }: { form: UseFormReturn<TicketEditorInput, unknown, TicketEditorValues> }) {
  return (
    <SelectField label="Status" error={form.formState.errors.status?.message} {...form.register("status")}>
      {TICKET_STATUSES.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </SelectField>
  );
}
