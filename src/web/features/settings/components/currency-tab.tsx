import { LaterReleaseNotice } from "./later-release-notice";

export function CurrencyTab() {
  return <LaterReleaseNotice title="Currency" />;
}
