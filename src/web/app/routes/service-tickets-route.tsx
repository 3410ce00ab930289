import { ScreenPending } from "@/web/components/layout/screen-pending";

export default function ServiceTicketsRoute() {
  return <ScreenPending title="Service Tickets" />;
}
