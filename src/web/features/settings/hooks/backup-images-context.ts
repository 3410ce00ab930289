import { createContext, useContext } from "react";
import { indexedDbBackupImages, type BackupImageStore } from "@/web/lib/local-store/local-backup";

/** Where Export/Import read and restore job card images; tests use memory since jsdom has no IndexedDB. */
export const BackupImagesContext = createContext<BackupImageStore>(indexedDbBackupImages);

export function useBackupImages(): BackupImageStore {
  return useContext(BackupImagesContext);
}
