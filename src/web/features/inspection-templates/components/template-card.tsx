import { useId } from "react";
import { CopyIcon, PencilIcon, Trash2Icon } from "lucide-react";
import type { InspectionTemplate } from "@/shared/schemas/inspection-templates";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { templateCounts } from "../utils/template-drafts";

interface TemplateCardProps {
  template: InspectionTemplate;
  copying: boolean;
  onCopy: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A template's name, size and actions; the built-in one is only copied. */
export function TemplateCard({ template, copying, onCopy, onEdit, onDelete }: TemplateCardProps) {
  const titleId = useId();
  return (
    <li>
      <article aria-labelledby={titleId} className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="font-semibold break-words">
            {template.name}
          </h3>
          {template.builtIn ? <Badge variant="secondary">Built-in</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">{templateCounts(template)}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={copying} onClick={onCopy}>
            {copying ? <Spinner aria-label="Copying" /> : <CopyIcon aria-hidden="true" />}
            Copy
          </Button>
          {template.builtIn ? null : (
            <>
              <Button type="button" variant="outline" onClick={onEdit}>
                <PencilIcon aria-hidden="true" />
                Edit
              </Button>
              <Button type="button" variant="outline" onClick={onDelete}>
                <Trash2Icon aria-hidden="true" />
                Delete
              </Button>
            </>
          )}
        </div>
      </article>
    </li>
  );
}
