import { useMemo, useState } from "react";
import { PlusIcon } from "lucide-react";
import { toast } from "sonner";
import type { InspectionTemplate } from "@/shared/schemas/inspection-templates";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { useInspectionTemplates } from "@/web/lib/inspection-templates";
import { useCreateInspectionTemplate, useDeleteInspectionTemplate } from "../api/inspection-templates";
import type { CannedJobChoice } from "../utils/canned-job-choice";
import { copyOf } from "../utils/template-drafts";
import { TemplateCard } from "./template-card";
import { TemplateEditorDialog, type EditorTarget } from "./template-editor-dialog";

interface InspectionTemplatesTabProps {
  /** The shop's canned jobs, offered as an item's suggestion; undefined while they load. */
  cannedJobs: readonly CannedJobChoice[] | undefined;
}

/** Settings → Inspections (Admin and Manager): the templates technicians inspect with. */
export function InspectionTemplatesTab({ cannedJobs }: InspectionTemplatesTabProps) {
  const query = useInspectionTemplates();
  const create = useCreateInspectionTemplate();
  const remove = useDeleteInspectionTemplate();
  const [target, setTarget] = useState<EditorTarget | null>(null);
  const [copyingId, setCopyingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<InspectionTemplate | null>(null);
  const cannedJobsByName = useMemo(() => cannedJobs?.toSorted((a, b) => a.name.localeCompare(b.name)), [cannedJobs]);

  async function copy(template: InspectionTemplate) {
    setCopyingId(template.id);
    try {
      const { template: copied } = await create.mutateAsync(copyOf(template));
      toast.success("Template Copied", { description: `${copied.name} was saved. Edit it to make it your own.` });
      setTarget({ kind: "edit", template: copied });
    } catch (error) {
      toast.error("Error copying template", { description: errorMessage(error) });
    } finally {
      setCopyingId(null);
    }
  }

  async function confirmDelete(template: InspectionTemplate) {
    try {
      await remove.mutateAsync(template.id);
      toast.success("Template Deleted", { description: `${template.name} was deleted.` });
    } catch (error) {
      toast.error("Error deleting template", { description: errorMessage(error) });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Inspections</CardTitle>
        <CardDescription>The templates technicians inspect vehicles with. Copy the built-in Multi-Point Inspection to make your own.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Button type="button" className="w-full sm:w-auto sm:justify-self-start" onClick={() => setTarget({ kind: "new", opened: Date.now() })}>
          <PlusIcon aria-hidden="true" />
          New Template
        </Button>
        {query.data ? (
          <ul className="grid gap-3 md:grid-cols-2" aria-label="Inspection templates">
            {query.data.templates.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                copying={copyingId === template.id}
                onCopy={() => void copy(template)}
                onEdit={() => setTarget({ kind: "edit", template })}
                onDelete={() => setDeleting(template)}
              />
            ))}
          </ul>
        ) : query.isError ? (
          <p className="text-sm text-muted-foreground">{query.error.message}</p>
        ) : (
          <Spinner aria-label="Loading inspection templates" />
        )}
      </CardContent>
      <TemplateEditorDialog target={target} cannedJobs={cannedJobsByName} onTargetChange={setTarget} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete template?"
        description={`${deleting?.name ?? "This template"} will be deleted. Inspections already started with it keep their items.`}
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (deleting) void confirmDelete(deleting);
        }}
      />
    </Card>
  );
}
