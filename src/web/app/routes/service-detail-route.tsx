import { useParams } from "react-router";
import { ServiceDetailPage } from "@/web/features/services/components/service-detail-page";

export default function ServiceDetailRoute() {
  const { id = "" } = useParams();
  return <ServiceDetailPage serviceId={id} />;
}
