import { LaterReleaseNotice } from "./later-release-notice";

export function NotificationsTab() {
  return <LaterReleaseNotice title="Notifications" />;
}
