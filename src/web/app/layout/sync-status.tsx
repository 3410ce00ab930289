import { CheckIcon, CloudOffIcon, RefreshCwIcon } from "lucide-react";
import { useInspectionPhotoQueue } from "@/web/lib/job-card-actions/use-inspection-photo-queue";
import { useJobCardOutbox } from "@/web/lib/job-card-actions/use-job-card-outbox";
import type { SyncState } from "@/web/lib/shop-records/sync-status";
import { useShopRecordsMode } from "@/web/lib/shop-records/use-shop-records-mode";
import { useSyncStatus } from "@/web/lib/shop-records/use-sync-status";

/**
 * The header's word on what this device still owes the server: the shop's records while the shop
 * shares them, and job card actions and inspection photos waiting for the connection whatever the
 * setting. Nothing while sharing is off and none of those waits.
 */
export function SyncStatus() {
  const { shared } = useShopRecordsMode();
  const shop = useSyncStatus();
  const jobCards = useJobCardOutbox();
  const photos = useInspectionPhotoQueue();
  const jobCardsWaiting = jobCards.waiting.length + photos.waiting.length;
  if (!shared && jobCardsWaiting === 0) return null;
  const waiting = (shared ? shop.waiting : 0) + jobCardsWaiting;
  const offline = (shared && shop.state === "offline") || (jobCards.waiting.length > 0 && jobCards.unreachable) || (photos.waiting.length > 0 && photos.unreachable);
  const state: SyncState = offline ? "offline" : (shared && shop.state === "syncing") || jobCardsWaiting > 0 ? "syncing" : "synced";
  return <SyncStatusText state={state} waiting={waiting} />;
}

function SyncStatusText({ state, waiting }: { state: SyncState; waiting: number }) {
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
