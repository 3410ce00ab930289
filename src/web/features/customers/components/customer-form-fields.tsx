import { useId } from "react";
import { Controller, useFieldArray, type UseFormReturn } from "react-hook-form";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { MAX_CUSTOMER_PHONES, PHONE_KINDS, PREFERRED_CONTACTS } from "@/shared/constants/customers";
import { CUSTOMER_TEXT_MAX, type CustomerFormInput, type CustomerFormValues } from "@/shared/schemas/customers";
import { FormField } from "@/web/components/form/form-field";
import { SelectField } from "@/web/components/form/select-field";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Label } from "@/web/components/ui/label";
import { Textarea } from "@/web/components/ui/textarea";

export type CustomerForm = UseFormReturn<CustomerFormInput, unknown, CustomerFormValues>;

interface CustomerFormFieldsProps {
  /** A form checked with customerFormSchema: the customer dialog's, or the picker's "Add Customer". */
  form: CustomerForm;
}

/**
 * The customer's inputs, each error under its field: name, phone numbers (a row each, with its
 * kind), e-mail, address, preferred contact, notes and whether they agree to reminders.
 */
export function CustomerFormFields({ form }: CustomerFormFieldsProps) {
  const { errors } = form.formState;
  return (
    <div className="-mx-1 grid max-h-[70vh] gap-4 overflow-y-auto px-1 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField label="Name" autoComplete="off" maxLength={CUSTOMER_TEXT_MAX.name} error={errors.name?.message} {...form.register("name")} />
      </div>
      <div className="sm:col-span-2">
        <PhoneRows form={form} />
      </div>
      <TextField label="Email" type="email" autoComplete="off" maxLength={CUSTOMER_TEXT_MAX.email} error={errors.email?.message} {...form.register("email")} />
      <SelectField label="Preferred Contact" error={errors.preferredContact?.message} {...form.register("preferredContact")}>
        {PREFERRED_CONTACTS.map((contact) => (
          <option key={contact} value={contact}>
            {contact}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <FormField label="Address" error={errors.address?.message}>
          {(control) => <Textarea rows={2} maxLength={CUSTOMER_TEXT_MAX.address} {...control} {...form.register("address")} />}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label="Notes" error={errors.notes?.message}>
          {(control) => <Textarea rows={3} maxLength={CUSTOMER_TEXT_MAX.notes} {...control} {...form.register("notes")} />}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <RemindersCheckbox form={form} />
      </div>
    </div>
  );
}

/** Phone numbers: a kind and a number per row, added and removed; at most MAX_CUSTOMER_PHONES. */
function PhoneRows({ form }: CustomerFormFieldsProps) {
  const headingId = useId();
  const phones = useFieldArray({ control: form.control, name: "phones" });
  const errors = form.formState.errors.phones;
  return (
    <fieldset aria-labelledby={headingId} className="grid gap-3">
      <legend id={headingId} className="text-sm font-medium">
        Phone Numbers
      </legend>
      {phones.fields.length === 0 ? <p className="text-sm text-muted-foreground">No phone numbers.</p> : null}
      {phones.fields.map((field, index) => (
        <div key={field.id} role="group" aria-label={`Phone ${index + 1}`} className="grid grid-cols-[7rem_minmax(0,1fr)_auto] items-start gap-2">
          <SelectField label="Kind" error={errors?.[index]?.kind?.message} {...form.register(`phones.${index}.kind`)}>
            {PHONE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Number"
            type="tel"
            autoComplete="off"
            maxLength={CUSTOMER_TEXT_MAX.phone}
            error={errors?.[index]?.number?.message}
            {...form.register(`phones.${index}.number`)}
          />
          <Button type="button" variant="outline" size="icon" className="mt-[1.375rem]" aria-label={`Remove phone ${index + 1}`} onClick={() => phones.remove(index)}>
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      ))}
      {errors?.root?.message || errors?.message ? <p className="text-sm text-destructive">{errors.root?.message ?? errors.message}</p> : null}
      {phones.fields.length < MAX_CUSTOMER_PHONES ? (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => phones.append({ kind: "Mobile", number: "" })}>
            <PlusIcon aria-hidden="true" />
            Add Phone Number
          </Button>
        </div>
      ) : null}
    </fieldset>
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
          <div className="flex items-center gap-2">
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
