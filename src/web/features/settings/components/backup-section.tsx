import { useId, useRef, useState } from "react";
import { DownloadIcon, UploadIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { useCan } from "@/web/lib/auth/use-can";
import {
  backupFileName,
  createLocalBackup,
  readLocalBackup,
  restoreLocalBackup,
  summarizeBackup,
  type LocalBackup,
} from "@/web/lib/local-store/local-backup";
import { blobToText } from "@/web/lib/local-store/blob-encoding";
import { StorageFullError } from "@/web/lib/local-store/local-collection";
import { getCustomerExport } from "../api/get-customer-export";
import { useBackupImages } from "../hooks/backup-images-context";
import { downloadFile } from "../utils/download-file";
import { ImportConfirmDialog } from "./import-confirm-dialog";

/** Far beyond what one browser can keep locally; a bigger file is not an export. */
const MAX_IMPORT_BYTES = 200 * 1024 * 1024;

function importFailed(reason: string): void {
  toast.error("Import Failed", { description: `${reason} Nothing was changed.` });
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Export Data (JSON) and Import Data: a backup of this browser's data and its restore. */
export function BackupSection() {
  const headingId = useId();
  const images = useBackupImages();
  const withCustomers = useCan("customers:export");
  const input = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState(false);
  const [pending, setPending] = useState<{ backup: LocalBackup; fileName: string } | null>(null);

  async function exportData() {
    setExporting(true);
    try {
      const local = await createLocalBackup(images);
      const { missingImages } = local;
      // The Admin's export also holds the server's customers; a failure to read them fails the export.
      const backup = withCustomers ? { ...local.backup, customers: await getCustomerExport() } : local.backup;
      const fileName = backupFileName();
      downloadFile(fileName, new Blob([JSON.stringify(backup, null, 2)], { type: "application/json" }));
      const held = summarizeBackup(backup);
      const missing = missingImages > 0 ? ` ${plural(missingImages, "job card image")} could not be read and were left out.` : "";
      toast.success("Data Exported", {
        description: `${fileName} holds ${plural(held.vehicles, "vehicle")}, ${plural(held.services, "service")}${
          backup.customers ? `, ${plural(backup.customers.length, "customer")}` : ""
        } and your local settings.${missing}`,
      });
    } catch (error) {
      toast.error("Export Failed", { description: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  }

  async function choose(file: File | undefined) {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      importFailed("The file is too large to be an AutoServ data export.");
      return;
    }
    let text: string;
    try {
      text = await blobToText(file);
    } catch {
      importFailed("The file could not be read.");
      return;
    }
    const result = readLocalBackup(text);
    if (result.ok) setPending({ backup: result.backup, fileName: file.name });
    else importFailed(result.reason);
  }

  async function replaceLocalData() {
    if (!pending) return;
    const { backup } = pending;
    setPending(null);
    try {
      const { imagesRestored } = await restoreLocalBackup(backup, images);
      const held = summarizeBackup(backup);
      toast.success("Data Imported", {
        description:
          `This browser now holds ${plural(held.vehicles, "vehicle")} and ${plural(held.services, "service")} from the file.` +
          (imagesRestored ? "" : " The job card images could not be restored."),
      });
    } catch (error) {
      if (error instanceof StorageFullError) importFailed("The browser's storage is too full to hold this data.");
      else importFailed(errorMessage(error));
    }
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-medium">
        Export and Import
      </h3>
      <p className="text-sm text-muted-foreground">
        Download every vehicle, service, custom field, job card image and local setting kept in this browser as one
        JSON file, or bring such a file back. Importing replaces the local data, after you confirm.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={exporting} onClick={() => void exportData()}>
          {exporting ? <Spinner aria-label="Exporting" /> : <DownloadIcon aria-hidden="true" />}
          Export Data (JSON)
        </Button>
        <Button type="button" variant="outline" onClick={() => input.current?.click()}>
          <UploadIcon aria-hidden="true" />
          Import Data
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          aria-label="Data file to import"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </div>
      <ImportConfirmDialog
        summary={pending ? summarizeBackup(pending.backup) : null}
        fileName={pending?.fileName ?? ""}
        onCancel={() => setPending(null)}
        onConfirm={() => void replaceLocalData()}
      />
    </section>
  );
}
