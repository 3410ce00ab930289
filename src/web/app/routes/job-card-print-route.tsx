import { useParams } from "react-router";
import { JobCardPrintPage } from "@/web/features/job-cards/components/job-card-print-page";
import { useLocalSetting } from "@/web/lib/local-settings";
import { useAppName } from "../layout/use-app-name";
import { useDocumentTitle } from "../layout/use-document-title";

/** The printable job card, outside the shell: the shop's branding heads the page instead. */
export default function JobCardPrintRoute() {
  const { id = "" } = useParams();
  const shopName = useAppName();
  const logoUrl = useLocalSetting("appLogoUrl", "");
  useDocumentTitle(`Job Card ${id.slice(0, 8)} - ${shopName}`);
  return <JobCardPrintPage jobCardId={id} shopName={shopName} logoUrl={logoUrl} />;
}
