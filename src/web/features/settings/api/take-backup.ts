import { useMutation, useQueryClient } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { BackupBody } from "@/shared/schemas/backup";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** Asks the server to write a backup of its database now; answers the file written. */
export function takeBackup(): Promise<BackupBody> {
  return parseResponse(client.backups.$post());
}

/** Success or failure, the status changes: a new last backup, or a new failure. */
export function useTakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeBackup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.backupStatus }),
  });
}
