import { ScreenPending } from "@/web/components/layout/screen-pending";

export default function ServiceDetailRoute() {
  return <ScreenPending title="Service" />;
}
