import { CheckIcon, CloudOffIcon, RefreshCwIcon } from "lucide-react";
import { useShopRecordsMode } from "@/web/lib/shop-records/use-shop-records-mode";
import { useSyncStatus } from "@/web/lib/shop-records/use-sync-status";

/** The header's word on the shop's records while the shop shares them; nothing while it does not. */
export function SyncStatus() {
  const { shared } = useShopRecordsMode();
  return shared ? <SharedSyncStatus /> : null;
}

function SharedSyncStatus() {
  const { state, waiting } = useSyncStatus();
  const Icon = state === "offline" ? CloudOffIcon : state === "syncing" ? RefreshCwIcon : CheckIcon;
  const text = state === "offline" ? `Offline: ${waiting} changes waiting` : state === "syncing" ? "Syncing..." : "Synced";
  return (
    // A polite live region: the change is announced without interrupting what the person does.
    <p
      role="status"
      aria-live="polite"
      className={
        state === "offline"
          ? "flex shrink-0 items-center gap-1 text-xs font-medium text-amber-700 sm:text-sm dark:text-amber-300"
          : "flex shrink-0 items-center gap-1 text-xs text-muted-foreground sm:text-sm"
      }
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {/* On phones a long state wraps onto two lines rather than hiding its count. */}
      <span className="max-w-[6rem] leading-tight sm:max-w-none">{text}</span>
    </p>
  );
}
