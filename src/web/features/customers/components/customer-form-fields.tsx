import { useId } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { PREFERRED_CONTACTS } from "@/shared/constants/customers";
import { CUSTOMER_TEXT_MAX, type CustomerFormInput, type CustomerFormValues } from "@/shared/schemas/customers";
import { SelectField } from "@/web/components/form/select-field";
import { TextField } from "@/web/components/form/text-field";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Label } from "@/web/components/ui/label";

export type CustomerForm = UseFormReturn<CustomerFormInput, unknown, CustomerFormValues>;

interface CustomerFormFieldsProps {
  /** A form checked with customerFormSchema, its first phone row in `phones.0`. */
  form: CustomerForm;
}

/**
 * The customer's inputs, each error under its field: name (required), a phone number, e-mail,
 * preferred contact and whether they agree to reminders.
 */
export function CustomerFormFields({ form }: CustomerFormFieldsProps) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField label="Name" autoComplete="off" maxLength={CUSTOMER_TEXT_MAX.name} error={errors.name?.message} {...form.register("name")} />
      </div>
      <TextField
        label="Phone"
        type="tel"
        autoComplete="off"
        maxLength={CUSTOMER_TEXT_MAX.phone}
        error={errors.phones?.[0]?.number?.message ?? errors.phones?.message}
        {...form.register("phones.0.number")}
      />
      <TextField label="Email" type="email" autoComplete="off" maxLength={CUSTOMER_TEXT_MAX.email} error={errors.email?.message} {...form.register("email")} />
      <SelectField label="Preferred Contact" error={errors.preferredContact?.message} {...form.register("preferredContact")}>
        {PREFERRED_CONTACTS.map((contact) => (
          <option key={contact} value={contact}>
            {contact}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <RemindersCheckbox form={form} />
      </div>
    </div>
  );
}

function RemindersCheckbox({ form }: CustomerFormFieldsProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const error = form.formState.errors.remindersAgreed?.message;
  return (
    <Controller
      control={form.control}
      name="remindersAgreed"
      render={({ field }) => (
        <div className="grid gap-1">
          <div className="flex min-h-11 items-center gap-2">
            <Checkbox
              id={id}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-describedby={descriptionId}
              aria-invalid={error ? true : undefined}
            />
            <Label htmlFor={id}>Agrees to reminders</Label>
          </div>
          <p id={descriptionId} className="text-sm text-muted-foreground">
            Service and appointment reminders by e-mail; each mail has a link to stop them.
          </p>
          {error ? <p className="text-sm text-destructive">{error}</p> : null}
        </div>
      )}
    />
  );
}
