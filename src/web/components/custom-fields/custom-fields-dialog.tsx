import { useState } from "react";
import { PlusIcon, SlidersHorizontalIcon } from "lucide-react";
import { toast } from "sonner";
import type { CustomFieldDefinition } from "@/shared/schemas/local-records";
import { customFieldLabelSchema } from "@/shared/schemas/record-limits";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import type { LocalCollection } from "@/web/lib/local-store/local-collection";
import { newCustomFieldId } from "@/web/lib/local-store/local-ids";
import { useWhereSaved } from "@/web/components/shop-records/use-where-saved";
import { CustomFieldRow } from "./custom-field-row";
import { saveLocalList } from "@/web/lib/local-store/save-local-list";

export interface CustomFieldsDialogProps {
  /** vehicleCustomFieldsStore or serviceCustomFieldsStore. */
  store: LocalCollection<CustomFieldDefinition>;
  /** "Manage Vehicle Custom Fields" or "Manage Service Custom Fields". */
  title: string;
}

/**
 * The custom-field editor, opened by a "Custom Fields" button. Edits a draft;
 * Save drops rows with a blank label and writes the rest. Removing a field keeps the values
 * records hold for it: they are only no longer shown.
 */
export function CustomFieldsDialog({ store, title }: CustomFieldsDialogProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<CustomFieldDefinition[]>([]);
  /** A label's message by field id, from the last Save. */
  const [labelErrors, setLabelErrors] = useState<Record<string, string>>({});
  const whereSaved = useWhereSaved();

  function handleOpenChange(next: boolean) {
    if (next) {
      setDraft(store.getSnapshot());
      setLabelErrors({});
    }
    setOpen(next);
  }

  function save() {
    const problems: Record<string, string> = {};
    for (const field of draft) {
      const parsed = customFieldLabelSchema.safeParse(field.label);
      if (!parsed.success) problems[field.id] = parsed.error.issues[0]?.message ?? "";
    }
    setLabelErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const kept = draft
      .filter((field) => field.label.trim() !== "")
      .map((field) => ({ ...field, label: field.label.trim() }));
    if (saveLocalList(() => store.update(() => kept))) {
      toast.success("Custom Fields Updated (Local)", { description: whereSaved.fields(kept.length) });
      setOpen(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <SlidersHorizontalIcon aria-hidden="true" />
          Custom Fields
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-[625px]">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Extra fields shown on each form and table. Fields left without a label are dropped on save.
          </DialogDescription>
        </DialogHeader>
        <div className="max-h-[60vh] overflow-y-auto pr-1">
          {draft.length === 0 ? (
            <p className="py-4 text-sm text-muted-foreground">No custom fields yet.</p>
          ) : (
            <ul className="grid gap-3">
              {draft.map((field, index) => (
                <CustomFieldRow
                  key={field.id}
                  field={field}
                  position={index + 1}
                  labelError={labelErrors[field.id]}
                  onChange={(next) => setDraft((rows) => rows.map((row) => (row.id === field.id ? next : row)))}
                  onRemove={() => setDraft((rows) => rows.filter((row) => row.id !== field.id))}
                />
              ))}
            </ul>
          )}
        </div>
        <Button
          type="button"
          variant="secondary"
          className="justify-self-start"
          onClick={() => setDraft((rows) => [...rows, { id: newCustomFieldId(), label: "", type: "text" }])}
        >
          <PlusIcon aria-hidden="true" />
          Add Field
        </Button>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" onClick={save}>
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
