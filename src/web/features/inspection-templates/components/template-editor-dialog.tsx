import type { InspectionTemplate } from "@/shared/schemas/inspection-templates";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import type { CannedJobChoice } from "../utils/canned-job-choice";
import { TemplateForm } from "./template-form";

/** What the editor is open on: a new template, or one of the shop's. */
export type EditorTarget = { kind: "new"; opened: number } | { kind: "edit"; template: InspectionTemplate };

interface TemplateEditorDialogProps {
  target: EditorTarget | null;
  /** Undefined while the shop's canned jobs load. */
  cannedJobs: readonly CannedJobChoice[] | undefined;
  onTargetChange: (target: EditorTarget | null) => void;
}

/** New Template and Edit: the whole template in one scrolling dialog, full width on a phone. */
export function TemplateEditorDialog({ target, cannedJobs, onTargetChange }: TemplateEditorDialogProps) {
  const template = target?.kind === "edit" ? target.template : null;
  // A new form for each opening and for each version reloaded after a 409.
  const formKey = target === null ? "closed" : target.kind === "new" ? `new-${target.opened}` : `${target.template.id}-${target.template.rowVersion}`;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onTargetChange(null))}>
      <DialogContent className="max-w-2xl p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>{template ? "Edit Template" : "New Template"}</DialogTitle>
          <DialogDescription>Sections of items a technician rates Good, Needs Attention or Urgent.</DialogDescription>
        </DialogHeader>
        {target ? (
          <TemplateForm
            key={formKey}
            template={template}
            cannedJobs={cannedJobs}
            onSaved={() => onTargetChange(null)}
            onReloaded={(current) => onTargetChange({ kind: "edit", template: current })}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
