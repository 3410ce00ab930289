import { useCannedJobs } from "@/web/features/estimates/api/canned-jobs";
import { InspectionTemplatesTab } from "@/web/features/inspection-templates/components/inspection-templates-tab";
import { SettingsPage } from "@/web/features/settings/components/settings-page";

/** Settings → Inspections: the templates, offering the shop's canned jobs as suggestions. */
function InspectionsTab() {
  const cannedJobs = useCannedJobs({ enabled: true });
  return <InspectionTemplatesTab cannedJobs={cannedJobs.data?.cannedJobs} />;
}

export default function SettingsRoute() {
  return <SettingsPage inspectionsTab={InspectionsTab} />;
}
