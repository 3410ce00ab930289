import { ImportHistoryDialog } from "@/web/features/imports/components/import-history-dialog";
import { ServicesPage } from "@/web/features/services/components/services-page";

export default function ServicesRoute() {
  return <ServicesPage importHistory={<ImportHistoryDialog />} />;
}
