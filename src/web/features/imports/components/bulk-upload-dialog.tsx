import { UploadIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { vehiclesStore } from "@/web/lib/local-store/collections";
import { importVehicles, type ImportSummary } from "../lib/import-rows";
import type { NumberedRow } from "../lib/read-spreadsheet";
import { validateVehicleRows, VEHICLE_COLUMN_SPEC } from "../lib/vehicle-rows";
import { SpreadsheetImportDialog } from "./spreadsheet-import-dialog";

export const VEHICLES_TEMPLATE_HREF = "/templates/vehicles-template.csv";

const PREVIEW_COLUMNS = [
  { label: "Make", column: "make" },
  { label: "Model", column: "model" },
  { label: "Plate", column: "licensePlate" },
] as const;

const NOUN = ["vehicle", "vehicles"] as const;

const validate = (rows: readonly NumberedRow[]) => validateVehicleRows(rows, vehiclesStore.getSnapshot());

export interface BulkUploadDialogProps {
  /** Called after a successful import (the vehicle list itself updates from the store). */
  onImported?: (summary: ImportSummary) => void;
}

/** The Vehicles list's Bulk Upload button and dialog: one CSV, XLSX or XLS file of vehicles. */
export function BulkUploadDialog({ onImported }: BulkUploadDialogProps) {
  return (
    <SpreadsheetImportDialog
      trigger={
        <Button type="button" variant="outline">
          <UploadIcon aria-hidden="true" />
          Bulk Upload
        </Button>
      }
      title="Bulk Upload Vehicles"
      description="Choose one CSV, XLSX or XLS file with the template's columns. Each row is checked before anything is added."
      fileLabel="Vehicle file"
      templateHref={VEHICLES_TEMPLATE_HREF}
      columnSpec={VEHICLE_COLUMN_SPEC}
      previewColumns={PREVIEW_COLUMNS}
      noun={NOUN}
      successToast="Vehicles Imported (Local)"
      validate={validate}
      commit={importVehicles}
      onImported={onImported}
    />
  );
}
