import { HistoryIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { vehiclesStore } from "@/web/lib/local-store/collections";
import { importServices, type ImportSummary } from "../lib/import-rows";
import type { NumberedRow } from "../lib/read-spreadsheet";
import { SERVICE_COLUMN_SPEC, validateServiceRows } from "../lib/service-rows";
import { SpreadsheetImportDialog } from "./spreadsheet-import-dialog";

export const SERVICE_HISTORY_TEMPLATE_HREF = "/templates/service-history-template.csv";

const PREVIEW_COLUMNS = [
  { label: "Vehicle", column: "vehicle" },
  { label: "Date", column: "serviceDate" },
  { label: "Service Type", column: "type" },
] as const;

const NOUN = ["service record", "service records"] as const;

const validate = (rows: readonly NumberedRow[]) => validateServiceRows(rows, vehiclesStore.getSnapshot());

export interface ImportHistoryDialogProps {
  /** Called after a successful import (the services list itself updates from the store). */
  onImported?: (summary: ImportSummary) => void;
}

/** The Services list's Import History button and Bulk Import Service History dialog (CSV, XLSX or XLS). */
export function ImportHistoryDialog({ onImported }: ImportHistoryDialogProps) {
  return (
    <SpreadsheetImportDialog
      trigger={
        <Button type="button" variant="outline">
          <HistoryIcon aria-hidden="true" />
          Import History
        </Button>
      }
      title="Bulk Import Service History"
      description="Choose one CSV, XLSX or XLS file. Each row names its vehicle by license plate or VIN; rows for unknown vehicles are skipped."
      fileLabel="Service history file"
      templateHref={SERVICE_HISTORY_TEMPLATE_HREF}
      columnSpec={SERVICE_COLUMN_SPEC}
      previewColumns={PREVIEW_COLUMNS}
      noun={NOUN}
      successToast="Service History Imported (Local)"
      validate={validate}
      commit={importServices}
      onImported={onImported}
    />
  );
}
