import { ScreenPending } from "@/web/components/layout/screen-pending";

export default function VehiclesRoute() {
  return <ScreenPending title="Manage Vehicles" />;
}
