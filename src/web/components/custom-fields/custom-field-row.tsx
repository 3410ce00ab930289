import { Trash2Icon } from "lucide-react";
import { CUSTOM_FIELD_TYPES, type CustomFieldDefinition } from "@/shared/schemas/local-records";
import { Button } from "@/web/components/ui/button";
import { FieldError } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/web/components/ui/native-select";

interface CustomFieldRowProps {
  field: CustomFieldDefinition;
  /** 1-based position, used to tell the rows apart for screen readers. */
  position: number;
  onChange: (next: CustomFieldDefinition) => void;
  onRemove: () => void;
  /** The label's message from the last Save, shown under it. */
  labelError?: string | undefined;
}

const TYPE_LABELS: Record<CustomFieldDefinition["type"], string> = { text: "Text", number: "Number", date: "Date" };

export function CustomFieldRow({ field, position, onChange, onRemove, labelError }: CustomFieldRowProps) {
  const labelId = `custom-field-${field.id}-label`;
  const errorId = `${labelId}-error`;
  const typeId = `custom-field-${field.id}-type`;
  return (
    <li className="grid grid-cols-[1fr_8rem_auto] items-end gap-2">
      <div className="grid gap-1">
        <Label htmlFor={labelId}>Label</Label>
        <Input
          id={labelId}
          aria-label={`Field ${position} label`}
          placeholder="e.g. Fleet Number"
          value={field.label}
          aria-invalid={labelError ? true : undefined}
          aria-describedby={labelError ? errorId : undefined}
          onChange={(event) => onChange({ ...field, label: event.target.value })}
        />
        <FieldError id={errorId} message={labelError} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={typeId}>Type</Label>
        <NativeSelect
          id={typeId}
          aria-label={`Field ${position} type`}
          value={field.type}
          onChange={(event) => onChange({ ...field, type: event.target.value as CustomFieldDefinition["type"] })}
        >
          {CUSTOM_FIELD_TYPES.map((type) => (
            <NativeSelectOption key={type} value={type}>
              {TYPE_LABELS[type]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <Button type="button" variant="outline" size="icon" aria-label={`Remove field ${position}`} onClick={onRemove}>
        <Trash2Icon aria-hidden="true" />
      </Button>
    </li>
  );
}
