import { VEHICLE_STATUS_COLOURS, statusColour } from "@/shared/constants/statuses";
import { statusLabel } from "@/shared/format/status-label";
import { Badge } from "@/web/components/ui/badge";

export function VehicleStatusBadge({ status }: { status: string }) {
  return <Badge variant={statusColour(VEHICLE_STATUS_COLOURS, status)}>{statusLabel(status)}</Badge>;
}
