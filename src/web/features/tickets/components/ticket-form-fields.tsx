import type { ReactNode } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { customerContactText } from "@/shared/format/customer-contact";
import type { CustomerRef } from "@/shared/schemas/customers";
import type { TicketFormInput } from "@/shared/schemas/ticket-form";
import type { CustomerPickerSlot } from "@/web/components/customer-picker-slot";
import { CustomerPickerField } from "@/web/components/form/customer-picker-field";
import { FormField } from "@/web/components/form/form-field";
import { TextField } from "@/web/components/form/text-field";
import { Textarea } from "@/web/components/ui/textarea";

interface TicketFormFieldsProps {
  /** The create or the edit form: both hold the shared ticket fields. */
  form: UseFormReturn<TicketFormInput>;
  /** The customer picker app hands down; without it the customer is typed text only. */
  customerPicker?: CustomerPickerSlot;
  /** Inputs only one of them has, after the shared ones (editing adds the status). */
  children?: ReactNode;
}

/** The ticket form's inputs (VIN and issue description required), each error under its field. */
export function TicketFormFields({ form, customerPicker, children }: TicketFormFieldsProps) {
  const { errors } = form.formState;
  // A linked ticket's name and contact are the customer's: the server keeps them so.
  const linked = Boolean(useWatch({ control: form.control, name: "customerId" }));
  const linkedNote = linked ? "From the chosen customer's record." : undefined;

  function pickCustomer(customer: CustomerRef | null) {
    form.setValue("customerId", customer?.id ?? null, { shouldDirty: true });
    if (!customer) return;
    form.setValue("customerName", customer.name, { shouldDirty: true, shouldValidate: true });
    form.setValue("customerContact", customerContactText(customer) ?? "", { shouldDirty: true, shouldValidate: true });
  }

  return (
    <div className="-mx-1 grid max-h-[70vh] gap-4 overflow-y-auto px-1 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField label="VIN" autoComplete="off" error={errors.vin?.message} {...form.register("vin")} />
      </div>
      <div className="empty:hidden sm:col-span-2">
        <CustomerPickerField
          picker={customerPicker}
          linked={{ customerId: form.getValues("customerId"), customerName: form.getValues("customerName") }}
          error={errors.customerId?.message}
          onPick={pickCustomer}
        />
      </div>
      <TextField
        label="Customer Name"
        autoComplete="off"
        readOnly={linked}
        description={linkedNote}
        error={errors.customerName?.message}
        {...form.register("customerName")}
      />
      <TextField
        label="Customer Contact"
        autoComplete="off"
        placeholder="Phone or e-mail"
        readOnly={linked}
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
