import { JOB_CARD_STATUS_COLOURS, statusColour } from "@/shared/constants/statuses";
import { Badge } from "@/web/components/ui/badge";

export function JobCardStatusBadge({ status }: { status: string }) {
  return <Badge variant={statusColour(JOB_CARD_STATUS_COLOURS, status)}>{status}</Badge>;
}
