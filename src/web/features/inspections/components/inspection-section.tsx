import { useId, useState } from "react";
import { ChevronDownIcon } from "lucide-react";
import { MULTI_POINT_INSPECTION_ID, MULTI_POINT_INSPECTION_NAME } from "@/shared/constants/inspections";
import { useInspectionTemplates } from "@/web/lib/inspection-templates";
import { completionProblems } from "@/shared/inspections/completion";
import { isFinding } from "@/shared/inspections/findings";
import { inspectionProblemsSchema, type Inspection, type InspectionProblem } from "@/shared/schemas/inspections";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { NativeSelect, NativeSelectOption } from "@/web/components/ui/native-select";
import { Spinner } from "@/web/components/ui/spinner";
import { ApiError, errorMessage } from "@/web/lib/api-error";
import { useInspectionPhotoQueue } from "@/web/lib/job-card-actions/use-inspection-photo-queue";
import { useJobCardOutbox } from "@/web/lib/job-card-actions/use-job-card-outbox";
import { useCompleteInspection, useInspection, useItemSavesPending, useReopenInspection, useStartInspection } from "../api/inspection";
import { withWaitingSaves } from "../utils/item-changes";
import { InspectionItemReadOnly, InspectionItemRow } from "./inspection-item-row";
import { AlertMessage } from "@/web/components/ui/alert-message";

/** Until the shop's templates are read (or if they cannot be), the built-in one is there to start from. */
const BUILT_IN_ONLY = [{ id: MULTI_POINT_INSPECTION_ID, name: MULTI_POINT_INSPECTION_NAME }];

/**
 * The repair order's Inspection: Start Inspection from a template, then every item to rate by
 * section, Complete Inspection (or what stops it); once completed it is read-only, with Reopen for
 * those who price work; they also have Add to Estimate beside each finding.
 */
export function InspectionSection({
  jobCardId,
  canInspect,
  canReopen,
  canAddToEstimate = false,
}: {
  jobCardId: string;
  canInspect: boolean;
  canReopen: boolean;
  canAddToEstimate?: boolean;
}) {
  const query = useInspection(jobCardId);
  const { waiting } = useJobCardOutbox();
  const photos = useInspectionPhotoQueue();
  if (query.isPending) return <Spinner aria-label="Loading inspection" />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        {query.error.message}
      </p>
    );
  }
  if (!query.data) return canInspect ? <StartInspection jobCardId={jobCardId} /> : <p className="text-sm text-muted-foreground">No inspection yet.</p>;
  const { inspection, waitingItemIds } = withWaitingSaves(query.data, waiting);
  const editable = canInspect && inspection.status === "In Progress";
  const waitingHere = waitingItemIds.size + photos.waiting.filter((photo) => photo.jobCardId === jobCardId).length;
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{inspection.templateName}</span>
        <Badge variant={inspection.status === "Completed" ? "green" : "blue"}>{inspection.status}</Badge>
        {inspection.completedBy ? <span className="text-sm text-muted-foreground">by {inspection.completedBy.name}</span> : null}
      </div>
      {inspection.sections.map((section) => (
        <InspectionSectionGroup
          key={section.id}
          jobCardId={jobCardId}
          section={section}
          editable={editable}
          waitingItemIds={waitingItemIds}
          canAddToEstimate={canAddToEstimate}
        />
      ))}
      {editable ? <CompleteInspection jobCardId={jobCardId} inspection={inspection} waiting={waitingHere} /> : null}
      {inspection.status === "Completed" && canReopen ? <ReopenInspection jobCardId={jobCardId} /> : null}
    </div>
  );
}

function StartInspection({ jobCardId }: { jobCardId: string }) {
  const start = useStartInspection(jobCardId);
  const templates = useInspectionTemplates().data?.templates ?? BUILT_IN_ONLY;
  const [templateId, setTemplateId] = useState(MULTI_POINT_INSPECTION_ID);
  const selectId = useId();
  return (
    <form
      className="grid gap-3 sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        start.mutate(templateId);
      }}
    >
      <p className="text-sm text-muted-foreground">No inspection yet.</p>
      <div className="grid gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          Template
        </label>
        <NativeSelect id={selectId} className="h-11" value={templateId} onChange={(event) => setTemplateId(event.target.value)}>
          {templates.map((template) => (
            <NativeSelectOption key={template.id} value={template.id}>
              {template.name}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" className="min-h-11" disabled={start.isPending}>
        Start Inspection
      </Button>
      {start.isError ? <AlertMessage>{errorMessage(start.error)}</AlertMessage> : null}
    </form>
  );
}

/** A section's items under a heading that folds it away, with how many findings it holds. */
function InspectionSectionGroup({
  jobCardId,
  section,
  editable,
  waitingItemIds,
  canAddToEstimate,
}: {
  jobCardId: string;
  section: Inspection["sections"][number];
  editable: boolean;
  waitingItemIds: ReadonlySet<string>;
  canAddToEstimate: boolean;
}) {
  const findings = section.items.filter(isFinding).length;
  return (
    <details open className="group min-w-0 rounded-md border">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 py-2 font-medium">
        <h3 className="text-base">{section.name}</h3>
        <span className="flex items-center gap-2 text-sm font-normal text-muted-foreground">
          {findings === 1 ? "1 finding" : `${findings} findings`}
          <ChevronDownIcon aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </span>
      </summary>
      <ul className="grid gap-3 p-3 pt-0">
        {section.items.map((item) =>
          editable ? (
            <InspectionItemRow
              key={item.itemId}
              jobCardId={jobCardId}
              item={item}
              waiting={waitingItemIds.has(item.itemId)}
              canAddToEstimate={canAddToEstimate}
            />
          ) : (
            <InspectionItemReadOnly key={item.itemId} jobCardId={jobCardId} item={item} canAddToEstimate={canAddToEstimate} />
          ),
        )}
      </ul>
    </details>
  );
}

/** The problems the server named, when it refused to complete. */
function refusedProblems(error: unknown): InspectionProblem[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = inspectionProblemsSchema.safeParse((error.details as { problems?: unknown } | undefined)?.problems);
  return parsed.success ? parsed.data : [];
}

/**
 * Complete Inspection, or the list of what stops it (the shared rule, checked here first). It
 * waits while changes are still being saved or wait for the connection, so the server judges
 * what the technician sees (a change arriving after completion would be refused).
 */
function CompleteInspection({ jobCardId, inspection, waiting }: { jobCardId: string; inspection: Inspection; waiting: number }) {
  const complete = useCompleteInspection(jobCardId);
  const saving = useItemSavesPending(jobCardId) > 0;
  const [asked, setAsked] = useState(false);
  const local = completionProblems(inspection.sections);
  const problems = asked ? (local.length > 0 ? local : refusedProblems(complete.error)) : [];
  const problemsId = useId();
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        className="min-h-11 sm:w-fit"
        disabled={complete.isPending || saving || waiting > 0}
        aria-describedby={problemsId}
        onClick={() => {
          setAsked(true);
          if (local.length === 0) complete.mutate();
        }}
      >
        Complete Inspection
      </Button>
      {waiting > 0 ? (
        <p className="text-sm text-muted-foreground">
          {waiting === 1 ? "1 change waits" : `${waiting} changes wait`} for the connection; complete the inspection once they are sent.
        </p>
      ) : null}
      <div id={problemsId} role="alert" className="text-sm empty:hidden">
        {problems.length > 0 ? (
          <>
            <p className="font-medium text-destructive">
              {problems.length === 1 ? "1 item stops" : `${problems.length} items stop`} the inspection from being completed:
            </p>
            <ul className="list-disc pl-5">
              {problems.map((problem) => (
                <li key={problem.itemId}>
                  {problem.name}: {problem.problem}
                </li>
              ))}
            </ul>
          </>
        ) : complete.isError ? (
          <p className="text-destructive">{errorMessage(complete.error)}</p>
        ) : null}
      </div>
    </div>
  );
}

function ReopenInspection({ jobCardId }: { jobCardId: string }) {
  const reopen = useReopenInspection(jobCardId);
  return (
    <div className="grid gap-2">
      <Button type="button" variant="outline" className="min-h-11 sm:w-fit" disabled={reopen.isPending} onClick={() => reopen.mutate()}>
        Reopen
      </Button>
      {reopen.isError ? <AlertMessage>{errorMessage(reopen.error)}</AlertMessage> : null}
    </div>
  );
}
