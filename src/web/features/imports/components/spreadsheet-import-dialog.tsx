import { useId, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { DownloadIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { StorageFullError } from "@/web/lib/local-store/local-collection";
import type { ImportSummary } from "../lib/import-rows";
import { readSpreadsheet, SPREADSHEET_ACCEPT, type ColumnSpec, type NumberedRow } from "../lib/read-spreadsheet";
import type { RowResult } from "../lib/row-result";
import { ImportPreviewTable, type PreviewColumn } from "./import-preview-table";
import { AlertMessage } from "@/web/components/ui/alert-message";

const SKIPPED_LISTED = 50;

const plural = (count: number, one: string, many: string) => `${count.toLocaleString()} ${count === 1 ? one : many}`;

type Step<T> =
  | { kind: "choose" }
  | { kind: "reading"; fileName: string }
  | { kind: "unreadable"; fileName: string; reason: string }
  | { kind: "preview"; fileName: string; results: RowResult<T>[]; valid: number }
  | { kind: "done"; summary: ImportSummary };

export interface SpreadsheetImportDialogProps<T> {
  trigger: ReactNode;
  title: string;
  description: string;
  fileLabel: string;
  templateHref: string;
  columnSpec: ColumnSpec;
  previewColumns: readonly PreviewColumn[];
  /** Singular and plural nouns for what is imported, e.g. ["vehicle", "vehicles"]. */
  noun: readonly [string, string];
  successToast: string;
  validate: (rows: readonly NumberedRow[]) => RowResult<T>[];
  commit: (results: readonly RowResult<T>[]) => ImportSummary;
  onImported?: (summary: ImportSummary) => void;
}

/** Choose one file, preview every row, import the valid ones in one write. */
export function SpreadsheetImportDialog<T>(props: SpreadsheetImportDialogProps<T>) {
  const { title, description, fileLabel, templateHref, columnSpec, noun, validate } = props;
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step<T>>({ kind: "choose" });
  const [inputKey, setInputKey] = useState(0);
  const inputId = useId();
  const statusId = useId();
  // Only the latest chosen file may show its result.
  const latestRead = useRef(0);

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) {
      latestRead.current++;
      setStep({ kind: "choose" });
      setInputKey((key) => key + 1);
    }
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    const readNumber = ++latestRead.current;
    if (!file) {
      setStep({ kind: "choose" });
      return;
    }
    toast.success("File Selected", { description: file.name });
    setStep({ kind: "reading", fileName: file.name });
    const read = await readSpreadsheet(file, columnSpec);
    if (readNumber !== latestRead.current) return;
    if (!read.ok) {
      setStep({ kind: "unreadable", fileName: file.name, reason: read.error });
      return;
    }
    const results = validate(read.rows);
    const valid = results.reduce((count, result) => count + (result.ok ? 1 : 0), 0);
    setStep({ kind: "preview", fileName: file.name, results, valid });
  }

  function runImport() {
    if (step.kind !== "preview") return;
    let summary: ImportSummary;
    try {
      summary = props.commit(step.results);
    } catch (error) {
      if (error instanceof StorageFullError) {
        toast.error("Import Failed", { description: error.message });
        return;
      }
      throw error;
    }
    setStep({ kind: "done", summary });
    toast.success(props.successToast, {
      description: `Imported ${plural(summary.imported, noun[0], noun[1])}.`,
    });
    props.onImported?.(summary);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{props.trigger}</DialogTrigger>
      <DialogContent className="max-w-[900px]">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>

        {step.kind === "done" ? (
          <ImportSummaryText summary={step.summary} noun={noun} />
        ) : (
          <div className="flex flex-col gap-2">
            <Label htmlFor={inputId}>{fileLabel}</Label>
            <Input
              key={inputKey}
              id={inputId}
              type="file"
              accept={SPREADSHEET_ACCEPT}
              aria-describedby={statusId}
              onChange={(event) => void chooseFile(event)}
            />
            <a
              href={templateHref}
              download
              className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline underline-offset-4"
            >
              <DownloadIcon aria-hidden="true" className="size-4" />
              Download CSV template
            </a>
          </div>
        )}

        <div id={statusId}>
          {step.kind === "reading" && <p className="text-sm text-muted-foreground">Reading {step.fileName}...</p>}
          {step.kind === "unreadable" && (
            <AlertMessage>{step.fileName} cannot be imported: {step.reason} Nothing was changed.</AlertMessage>
          )}
          {step.kind === "preview" && (
            <p role="status" className="text-sm">
              {plural(step.results.length, "row", "rows")} read: {step.valid.toLocaleString()} valid,{" "}
              {(step.results.length - step.valid).toLocaleString()} with errors.
            </p>
          )}
        </div>

        {step.kind === "preview" && (
          <ImportPreviewTable results={step.results} columns={props.previewColumns} caption={`Preview of ${step.fileName}`} />
        )}

        <DialogFooter>
          {step.kind === "preview" && (
            <Button type="button" disabled={step.valid === 0} onClick={runImport}>
              Import {plural(step.valid, noun[0], noun[1])}
            </Button>
          )}
          {step.kind === "done" && (
            <Button type="button" onClick={() => changeOpen(false)}>
              Done
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ImportSummaryText({ summary, noun }: { summary: ImportSummary; noun: readonly [string, string] }) {
  const { imported, skippedRows } = summary;
  const listed = skippedRows.slice(0, SKIPPED_LISTED);
  const more = skippedRows.length - listed.length;
  return (
    <div role="status" className="flex flex-col gap-1 text-sm">
      <p className="font-medium">
        Imported {plural(imported, noun[0], noun[1])}. Skipped {plural(skippedRows.length, "row", "rows")} with errors.
      </p>
      {skippedRows.length > 0 && (
        <p className="text-muted-foreground">
          Skipped {skippedRows.length === 1 ? "row" : "rows"}: {listed.join(", ")}
          {more > 0 ? ` and ${more.toLocaleString()} more` : ""}.
        </p>
      )}
    </div>
  );
}
