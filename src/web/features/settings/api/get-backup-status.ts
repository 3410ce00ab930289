import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { BackupStatus } from "@/shared/schemas/backup";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** A scheduled backup can land while Settings stays open; an hour keeps the card close enough. */
const REFRESH_MS = 60 * 60 * 1000;

export function getBackupStatus(signal?: AbortSignal): Promise<BackupStatus> {
  return parseResponse(client.backups.status.$get(undefined, { init: { signal } }));
}

export function backupStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.backupStatus,
    queryFn: ({ signal }) => getBackupStatus(signal),
    refetchInterval: REFRESH_MS,
  });
}

export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions());
}
