import { useId } from "react";
import { TriangleAlertIcon } from "lucide-react";
import { toast } from "sonner";
import { formatFileSize } from "@/shared/format/file-size";
import type { BackupStatus } from "@/shared/schemas/backup";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { useCan } from "@/web/lib/auth/use-can";
import { formatDateTime } from "@/web/lib/format-date-time";
import { useBackupStatus } from "../api/get-backup-status";
import { useTakeBackup } from "../api/take-backup";

/** Settings → Data, for Admins: the server's newest backup of its database, and Back up now. */
export function LastBackupCard() {
  return useCan("backups:manage") ? <LastBackupDetails /> : null;
}

function LastBackupDetails() {
  const titleId = useId();
  const status = useBackupStatus();
  const takeBackup = useTakeBackup();

  async function backUpNow() {
    try {
      const { backup } = await takeBackup.mutateAsync();
      toast.success("Backup Written", { description: `${backup.fileName} (${formatFileSize(backup.bytes)})` });
    } catch (error) {
      toast.error("Backup Failed", { description: errorMessage(error) });
    }
  }

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Last backup</CardTitle>
        <CardDescription>The server backs up its whole database on a schedule, into its backup folder.</CardDescription>
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <Spinner aria-label="Loading the last backup" />
        ) : status.isError ? (
          <div className="flex flex-col items-start gap-3 text-sm text-muted-foreground">
            <p>The last backup could not be loaded.</p>
            <Button type="button" variant="outline" onClick={() => void status.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <BackupStatusDetails status={status.data} />
        )}
      </CardContent>
      <CardFooter>
        <Button type="button" onClick={() => void backUpNow()} disabled={takeBackup.isPending}>
          {takeBackup.isPending ? <Spinner aria-label="Writing the backup" /> : null}
          Back up now
        </Button>
      </CardFooter>
    </Card>
  );
}

function BackupStatusDetails({ status }: { status: BackupStatus }) {
  const { lastBackup, lastFailure, overdue } = status;
  return (
    <div className="grid gap-4 text-sm">
      {overdue ? (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>No backup has succeeded in the last two days.</p>
        </div>
      ) : null}
      {lastBackup ? (
        <dl className="grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Taken</dt>
            <dd>
              <time dateTime={lastBackup.takenAt}>{formatDateTime(lastBackup.takenAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Size</dt>
            <dd>{formatFileSize(lastBackup.bytes)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">File</dt>
            <dd className="break-all">{lastBackup.fileName}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-muted-foreground">No backup has been written yet.</p>
      )}
      {lastFailure ? (
        <p className="text-destructive">
          The last attempt, <time dateTime={lastFailure.at}>{formatDateTime(lastFailure.at)}</time>, failed: {lastFailure.message}
        </p>
      ) : null}
    </div>
  );
}
