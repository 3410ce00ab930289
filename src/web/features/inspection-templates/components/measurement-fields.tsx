import { Controller, useFormContext, type FieldPath } from "react-hook-form";
import { INSPECTION_LIMITS } from "@/shared/constants/inspections";
import type { InspectionTemplateInput } from "@/shared/schemas/inspection-templates";
import { FormField } from "@/web/components/form/form-field";
import { ScaledDecimalInput } from "@/web/components/form/scaled-decimal-input";
import { SelectField } from "@/web/components/form/select-field";
import { TextField } from "@/web/components/form/text-field";

type Values = InspectionTemplateInput;
/** Thresholds have at most two decimals: typed as hundredths, so no float rounding creeps in. */
const HUNDREDTHS = 100;

interface MeasurementFieldsProps {
  sectionIndex: number;
  itemIndex: number;
  /** "Item 2" of its section, so each control's name says which item it belongs to. */
  itemLabel: string;
}

/** Unit, which way is worse, and the two thresholds of a measured item. */
export function MeasurementFields({ sectionIndex, itemIndex, itemLabel }: MeasurementFieldsProps) {
  const { register, control, formState } = useFormContext<Values>();
  const path = `sections.${sectionIndex}.items.${itemIndex}.measurement` as const;
  const errors = formState.errors.sections?.[sectionIndex]?.items?.[itemIndex]?.measurement;
  const threshold = (name: "attentionAt" | "urgentAt", label: string) => (
    <Controller
      control={control}
      name={`${path}.${name}` as FieldPath<Values>}
      render={({ field }) => (
        <FormField label={label} error={errors?.[name]?.message}>
          {(controlProps) => (
            <ScaledDecimalInput
              {...controlProps}
              ref={field.ref}
              name={field.name}
              aria-label={`${label} (${itemLabel})`}
              decimals={2}
              max={INSPECTION_LIMITS.measurementMax * HUNDREDTHS}
              value={Math.round(Number(field.value) * HUNDREDTHS)}
              onValueChange={(hundredths) => field.onChange(hundredths / HUNDREDTHS)}
              onBlur={field.onBlur}
            />
          )}
        </FormField>
      )}
    />
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label="Unit"
        aria-label={`Unit (${itemLabel})`}
        placeholder="mm"
        autoComplete="off"
        maxLength={INSPECTION_LIMITS.unit}
        error={errors?.unit?.message}
        {...register(`${path}.unit`)}
      />
      <SelectField label="Worse when" aria-label={`Worse when (${itemLabel})`} error={errors?.worseWhen?.message} {...register(`${path}.worseWhen`)}>
        <option value="lower">Lower</option>
        <option value="higher">Higher</option>
      </SelectField>
      {threshold("attentionAt", "Needs Attention at")}
      {threshold("urgentAt", "Urgent at")}
    </div>
  );
}
