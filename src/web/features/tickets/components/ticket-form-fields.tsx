import type { UseFormReturn } from "react-hook-form";
import { TICKET_STATUSES } from "@/shared/constants/statuses";
import { FormField } from "@/web/components/form/form-field";
import { SelectField } from "@/web/components/form/select-field";
import { TextField } from "@/web/components/form/text-field";
import { Textarea } from "@/web/components/ui/textarea";
import type { TicketEditorInput, TicketEditorValues } from "../utils/ticket-form-values";

interface TicketFormFieldsProps {
  form: UseFormReturn<TicketEditorInput, unknown, TicketEditorValues>;
  /** Editing shows the status too; a new ticket starts Open. */
  showStatus: boolean;
}

/** The ticket form's inputs (VIN and issue description required), each error under its field. */
export function TicketFormFields({ form, showStatus }: TicketFormFieldsProps) {
  const { errors } = form.formState;
  return (
    <div className="-mx-1 grid max-h-[70vh] gap-4 overflow-y-auto px-1 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField label="VIN" autoComplete="off" error={errors.vin?.message} {...form.register("vin")} />
      </div>
      <TextField
        label="Customer Name"
        autoComplete="off"
        error={errors.customerName?.message}
        {...form.register("customerName")}
      />
      <TextField
        label="Customer Contact"
        autoComplete="off"
        placeholder="Phone or e-mail"
        error={errors.customerContact?.message}
        {...form.register("customerContact")}
      />
      <div className="sm:col-span-2">
        <FormField label="Issue Description" error={errors.issueDescription?.message}>
          {(control) => <Textarea rows={4} {...control} {...form.register("issueDescription")} />}
        </FormField>
      </div>
      {showStatus ? (
        <SelectField label="Status" error={errors.status?.message} {...form.register("status")}>
          {TICKET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
      ) : null}
    </div>
  );
}
