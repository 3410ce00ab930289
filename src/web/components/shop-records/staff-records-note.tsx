import { useQuery } from "@tanstack/react-query";
import { InfoIcon } from "lucide-react";
import { useCan } from "@/web/lib/auth/use-can";
import { cn } from "@/web/lib/cn";
import { shopRecordsSettingQuery } from "@/web/lib/shop-records/setting-cache";

/**
 * The Vehicles and Services pages, for a User while the shop shares its records: the shop's
 * records are for staff, so the list is this browser's own, and the person is told how that ends.
 */
export function StaffRecordsNote({ className }: { className?: string }) {
  const staff = useCan("shop-records:sync");
  const setting = useQuery({ ...shopRecordsSettingQuery, enabled: !staff });
  if (staff || !setting.data?.shared) return null;

  return (
    <p role="note" className={cn("flex items-start gap-3 rounded-lg border bg-muted/40 p-3 text-sm", className)}>
      <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 flex-1">
        You see the records kept in this browser. The shop&apos;s shared vehicles and service records appear here once an
        Admin grants you a staff role.
      </span>
    </p>
  );
}
