import { ScreenPending } from "@/web/components/layout/screen-pending";

export default function VehicleDetailRoute() {
  return <ScreenPending title="Vehicle" />;
}
