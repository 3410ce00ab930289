import { ScreenPending } from "@/web/components/layout/screen-pending";

export default function ServicesRoute() {
  return <ScreenPending title="Manage Services" />;
}
