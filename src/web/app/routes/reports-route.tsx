import { ReportsPage } from "@/web/features/reports/components/reports-page";
import { useAppName } from "../layout/use-app-name";

export default function ReportsRoute() {
  return <ReportsPage shopName={useAppName()} />;
}
