import { SettingsPage } from "@/web/features/settings/components/settings-page";

export default function SettingsRoute() {
  return <SettingsPage />;
}
