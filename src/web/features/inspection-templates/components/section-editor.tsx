import { useFieldArray, useFormContext } from "react-hook-form";
import { PlusIcon } from "lucide-react";
import { INSPECTION_LIMITS } from "@/shared/constants/inspections";
import type { InspectionTemplateInput } from "@/shared/schemas/inspection-templates";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import type { CannedJobChoice } from "../utils/canned-job-choice";
import { blankItem } from "../utils/template-drafts";
import { ItemEditor } from "./item-editor";
import { MoveRemoveButtons } from "./move-remove-buttons";

type Values = InspectionTemplateInput;

interface SectionEditorProps {
  sectionIndex: number;
  sectionCount: number;
  /** Undefined while the shop's canned jobs load. */
  cannedJobs: readonly CannedJobChoice[] | undefined;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One section: its name and its items, each added, moved and removed here. */
export function SectionEditor({ sectionIndex, sectionCount, cannedJobs, onMove, onRemove }: SectionEditorProps) {
  const { register, control, formState } = useFormContext<Values>();
  // The items' own `id` is their key across visits; the field array keeps its render key apart.
  const items = useFieldArray({ control, name: `sections.${sectionIndex}.items`, keyName: "key" });
  const errors = formState.errors.sections?.[sectionIndex];
  const sectionLabel = `Section ${sectionIndex + 1}`;
  const itemsError = errors?.items?.root?.message ?? errors?.items?.message;
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{sectionLabel}</legend>
      <TextField
        label="Section name"
        aria-label={`Section name (${sectionLabel})`}
        autoComplete="off"
        maxLength={INSPECTION_LIMITS.name}
        error={errors?.name?.message}
        {...register(`sections.${sectionIndex}.name`)}
      />
      <ol className="grid gap-3" aria-label={`${sectionLabel} items`}>
        {items.fields.map((field, itemIndex) => (
          <ItemEditor
            key={field.key}
            sectionIndex={sectionIndex}
            itemIndex={itemIndex}
            itemCount={items.fields.length}
            sectionLabel={sectionLabel}
            cannedJobs={cannedJobs}
            onMove={(to) => items.move(itemIndex, to)}
            onRemove={() => items.remove(itemIndex)}
          />
        ))}
      </ol>
      {itemsError ? <p className="text-sm text-destructive">{itemsError}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-label={`Add item to ${sectionLabel}`}
          disabled={items.fields.length >= INSPECTION_LIMITS.itemsPerSection}
          onClick={() => items.append(blankItem())}
        >
          <PlusIcon aria-hidden="true" />
          Add Item
        </Button>
        <MoveRemoveButtons label={sectionLabel} index={sectionIndex} count={sectionCount} removeText="Remove Section" onMove={onMove} onRemove={onRemove} />
      </div>
    </fieldset>
  );
}
