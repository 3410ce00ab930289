import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { TicketFormInput } from "@/shared/schemas/ticket-form";
import { FormField } from "@/web/components/form/form-field";
import { TextField } from "@/web/components/form/text-field";
import { Textarea } from "@/web/components/ui/textarea";

interface TicketFormFieldsProps {
  /** The create or the edit form: both hold the shared ticket fields. */
  form: UseFormReturn<TicketFormInput>;
  /** Inputs only one of them has, after the shared ones (editing adds the status). */
  children?: ReactNode;
}

/** The ticket form's inputs (VIN and issue description required), each error under its field. */
export function TicketFormFields({ form, children }: TicketFormFieldsProps) {
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
      {children}
    </div>
  );
}
