import { LaterReleaseNotice } from "./later-release-notice";

export function DataTab() {
  return <LaterReleaseNotice title="Data" />;
}
