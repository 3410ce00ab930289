import { FormProvider, useFieldArray, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon } from "lucide-react";
import { toast } from "sonner";
import type { z } from "zod";
import { INSPECTION_LIMITS } from "@/shared/constants/inspections";
import {
  inspectionTemplateInputSchema,
  inspectionTemplateSchema,
  type InspectionTemplate,
  type InspectionTemplateInput,
} from "@/shared/schemas/inspection-templates";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-error";
import { applyServerFieldErrors } from "@/web/lib/apply-server-field-errors";
import { staleRecord } from "@/web/lib/stale-record";
import { useCreateInspectionTemplate, useUpdateInspectionTemplate } from "../api/inspection-templates";
import type { CannedJobChoice } from "../utils/canned-job-choice";
import { blankSection, blankTemplate } from "../utils/template-drafts";
import { SectionEditor } from "./section-editor";

type Values = InspectionTemplateInput;

interface TemplateFormProps {
  /** The template being edited; null for New Template. */
  template: InspectionTemplate | null;
  /** Undefined while the shop's canned jobs load. */
  cannedJobs: readonly CannedJobChoice[] | undefined;
  onSaved: () => void;
  /** A 409 carried the template as stored now: the editor opens that instead. */
  onReloaded: (current: InspectionTemplate) => void;
}

/** The template editor's form, checked by the shared template schema before it is sent. */
export function TemplateForm({ template, cannedJobs, onSaved, onReloaded }: TemplateFormProps) {
  const create = useCreateInspectionTemplate();
  const update = useUpdateInspectionTemplate();
  const form = useForm<Values, unknown, z.output<typeof inspectionTemplateInputSchema>>({
    resolver: zodResolver(inspectionTemplateInputSchema),
    defaultValues: template ? { name: template.name, sections: template.sections } : blankTemplate(),
  });
  // The sections' own `id` is their key across visits; the field array keeps its render key apart.
  const sections = useFieldArray({ control: form.control, name: "sections", keyName: "key" });
  const { errors } = form.formState;
  const sectionsError = errors.sections?.root?.message ?? errors.sections?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (template) await update.mutateAsync({ templateId: template.id, input: { ...values, rowVersion: template.rowVersion } });
      else await create.mutateAsync(values);
      toast.success("Template Saved", { description: `${values.name} was saved.` });
      onSaved();
    } catch (error) {
      const current = staleRecord(error, inspectionTemplateSchema);
      if (current) {
        toast.error("Template changed", { description: errorMessage(error) });
        onReloaded(current);
        return;
      }
      applyServerFieldErrors(error, form);
      toast.error("Error saving template", { description: errorMessage(error) });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <TextField label="Template name" autoComplete="off" maxLength={INSPECTION_LIMITS.name} error={errors.name?.message} {...form.register("name")} />
        {sections.fields.map((field, sectionIndex) => (
          <SectionEditor
            key={field.key}
            sectionIndex={sectionIndex}
            sectionCount={sections.fields.length}
            cannedJobs={cannedJobs}
            onMove={(to) => sections.move(sectionIndex, to)}
            onRemove={() => sections.remove(sectionIndex)}
          />
        ))}
        {sectionsError ? <p className="text-sm text-destructive">{sectionsError}</p> : null}
        <Button
          type="button"
          variant="secondary"
          className="justify-self-start"
          disabled={sections.fields.length >= INSPECTION_LIMITS.sections}
          onClick={() => sections.append(blankSection())}
        >
          <PlusIcon aria-hidden="true" />
          Add Section
        </Button>
        <FormDialogFooter pending={form.formState.isSubmitting} pendingLabel="Saving template">
          Save Template
        </FormDialogFooter>
      </form>
    </FormProvider>
  );
}
