import { useParams } from "react-router";
import { VehicleDetailPage } from "@/web/features/vehicles/components/vehicle-detail-page";

export default function VehicleDetailRoute() {
  const { id = "" } = useParams();
  return <VehicleDetailPage vehicleId={id} />;
}
