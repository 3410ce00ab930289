import { useId } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { INSPECTION_LIMITS } from "@/shared/constants/inspections";
import type { InspectionTemplateInput } from "@/shared/schemas/inspection-templates";
import { SelectField } from "@/web/components/form/select-field";
import { TextField } from "@/web/components/form/text-field";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Label } from "@/web/components/ui/label";
import type { CannedJobChoice } from "../utils/canned-job-choice";
import { BLANK_MEASUREMENT } from "../utils/template-drafts";
import { MeasurementFields } from "./measurement-fields";
import { MoveRemoveButtons } from "./move-remove-buttons";

type Values = InspectionTemplateInput;

interface ItemEditorProps {
  sectionIndex: number;
  itemIndex: number;
  itemCount: number;
  sectionLabel: string;
  /** Undefined while the shop's canned jobs load. */
  cannedJobs: readonly CannedJobChoice[] | undefined;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One item: its name, whether it is measured (and how), and the canned job it suggests. */
export function ItemEditor({ sectionIndex, itemIndex, itemCount, sectionLabel, cannedJobs, onMove, onRemove }: ItemEditorProps) {
  const id = useId();
  const { register, control, setValue, formState } = useFormContext<Values>();
  const path = `sections.${sectionIndex}.items.${itemIndex}` as const;
  const errors = formState.errors.sections?.[sectionIndex]?.items?.[itemIndex];
  const measurement = useWatch({ control, name: `${path}.measurement` });
  const itemLabel = `${sectionLabel}, item ${itemIndex + 1}`;
  return (
    <li className="grid gap-3 rounded-md border p-3">
      <TextField
        label="Item name"
        autoComplete="off"
        maxLength={INSPECTION_LIMITS.name}
        aria-label={`Item name (${itemLabel})`}
        error={errors?.name?.message}
        {...register(`${path}.name`)}
      />
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-measured`}
          checked={measurement !== null && measurement !== undefined}
          aria-label={`Measured (${itemLabel})`}
          onCheckedChange={(checked) => setValue(`${path}.measurement`, checked === true ? { ...BLANK_MEASUREMENT } : null, { shouldDirty: true })}
        />
        <Label htmlFor={`${id}-measured`}>Measured</Label>
      </div>
      {measurement ? <MeasurementFields sectionIndex={sectionIndex} itemIndex={itemIndex} itemLabel={itemLabel} /> : null}
      <Controller
        control={control}
        name={`${path}.suggestedCannedJobId`}
        render={({ field }) => (
          <SelectField
            label="Suggested canned job"
            aria-label={`Suggested canned job (${itemLabel})`}
            ref={field.ref}
            name={field.name}
            value={field.value ?? ""}
            onChange={(event) => field.onChange(event.target.value === "" ? null : event.target.value)}
            onBlur={field.onBlur}
            error={errors?.suggestedCannedJobId?.message}
          >
            <option value="">None</option>
            {field.value && !cannedJobs?.some((job) => job.id === field.value) ? (
              <option value={field.value}>{cannedJobs ? "A canned job not found" : "Loading canned jobs…"}</option>
            ) : null}
            {cannedJobs?.map((job) => (
              <option key={job.id} value={job.id}>
                {job.name}
              </option>
            ))}
          </SelectField>
        )}
      />
      <div className="flex flex-wrap gap-2">
        <MoveRemoveButtons label={itemLabel} index={itemIndex} count={itemCount} removeText="Remove" onMove={onMove} onRemove={onRemove} />
      </div>
    </li>
  );
}
