import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { formatDateTime } from "@/web/lib/format-date-time";
import type { BackupSummary } from "@/web/lib/local-store/local-backup";

interface ImportConfirmDialogProps {
  /** What the chosen file holds; the dialog is open while there is one. */
  summary: BackupSummary | null;
  fileName: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Shows what an export file holds and replaces the local data only when the user agrees. */
export function ImportConfirmDialog({ summary, fileName, onCancel, onConfirm }: ImportConfirmDialogProps) {
  const rows: [string, number][] = summary
    ? [
        ["Vehicles", summary.vehicles],
        ["Services", summary.services],
        ["Vehicle custom fields", summary.vehicleCustomFields],
        ["Service custom fields", summary.serviceCustomFields],
        ["Job card images", summary.jobCardImages],
        ["Local settings", summary.settings],
      ]
    : [];
  return (
    <ConfirmDialog
      open={summary !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="Replace Local Data?"
      description={
        <>
          {summary ? `${fileName} was exported on ${formatDateTime(summary.exportedAt)}. ` : null}
          Importing it replaces every vehicle, service, custom field, job card image and local setting in this browser.
          This cannot be undone.
        </>
      }
      confirmLabel="Replace Local Data"
      onConfirm={onConfirm}
    >
      <p className="text-sm font-medium">The file holds</p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        {rows.map(([label, count]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
    </ConfirmDialog>
  );
}
