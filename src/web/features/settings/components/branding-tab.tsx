import { LaterReleaseNotice } from "./later-release-notice";

export function BrandingTab() {
  return <LaterReleaseNotice title="Branding" />;
}
