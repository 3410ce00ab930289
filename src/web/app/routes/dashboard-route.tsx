import { ScreenPending } from "@/web/components/layout/screen-pending";

export default function DashboardRoute() {
  return <ScreenPending title="Dashboard Overview" />;
}
