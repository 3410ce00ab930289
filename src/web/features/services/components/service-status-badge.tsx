import { SERVICE_STATUS_COLOURS, statusColour } from "@/shared/constants/statuses";
import { Badge } from "@/web/components/ui/badge";

/** Scheduled blue, In Progress yellow, Completed green, Cancelled red, else grey. */
export function ServiceStatusBadge({ status }: { status: string }) {
  return <Badge variant={statusColour(SERVICE_STATUS_COLOURS, status)}>{status || "Unknown"}</Badge>;
}
