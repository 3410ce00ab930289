import { TICKET_STATUS_COLOURS, statusColour } from "@/shared/constants/statuses";
import { Badge } from "@/web/components/ui/badge";

export function TicketStatusBadge({ status }: { status: string }) {
  return <Badge variant={statusColour(TICKET_STATUS_COLOURS, status)}>{status || "Unknown"}</Badge>;
}
