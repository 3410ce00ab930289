import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { PlusIcon, Trash2Icon } from "lucide-react";
import type { ServiceFormInput } from "@/shared/schemas/service-form";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { AlertMessage } from "@/web/components/ui/alert-message";

interface PartsEditorProps {
  control: Control<ServiceFormInput>;
  register: UseFormRegister<ServiceFormInput>;
  errors: FieldErrors<ServiceFormInput>["parts"];
}

/** The Parts Used rows of the service form: name, quantity and price, each removable. */
export function PartsEditor({ control, register, errors }: PartsEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: "parts" });
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Parts Used</legend>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">No parts added.</p> : null}
      {fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[2fr_1fr_1fr_auto]">
          <TextField
            label={`Part ${index + 1} name`}
            error={errors?.[index]?.name?.message}
            {...register(`parts.${index}.name`)}
          />
          <TextField
            label={`Part ${index + 1} quantity`}
            type="number"
            min="0"
            step="1"
            error={errors?.[index]?.quantity?.message}
            {...register(`parts.${index}.quantity`)}
          />
          <TextField
            label={`Part ${index + 1} price`}
            type="number"
            min="0"
            step="0.01"
            error={errors?.[index]?.price?.message}
            {...register(`parts.${index}.price`)}
          />
          <Button type="button" variant="outline" size="icon" aria-label={`Remove part ${index + 1}`} onClick={() => remove(index)}>
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      ))}
      {errors?.message ? <AlertMessage>{errors.message}</AlertMessage> : null}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => append({ name: "", quantity: "1", price: "" })}
      >
        <PlusIcon aria-hidden="true" />
        Add Part
      </Button>
    </fieldset>
  );
}
