import { ScreenPending } from "@/web/components/layout/screen-pending";

export default function SettingsRoute() {
  return <ScreenPending title="Settings" />;
}
