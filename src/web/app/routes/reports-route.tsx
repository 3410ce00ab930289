import { ScreenPending } from "@/web/components/layout/screen-pending";

export default function ReportsRoute() {
  return <ScreenPending title="Reports" />;
}
