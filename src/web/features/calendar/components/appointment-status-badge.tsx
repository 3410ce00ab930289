import { APPOINTMENT_STATUS_COLOURS, type AppointmentStatus } from "@/shared/constants/customers";
import { Badge } from "@/web/components/ui/badge";

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return <Badge variant={APPOINTMENT_STATUS_COLOURS[status]}>{status}</Badge>;
}
