import { useParams } from "react-router";
import { CustomerPicker } from "@/web/features/customers/components/customer-picker";
import { VehicleJobCards } from "@/web/features/estimates/components/vehicle-job-cards";
import { VehicleRecommendations } from "@/web/features/recommendations/components/vehicle-recommendations";
import { VehicleInvoices } from "@/web/features/invoices/components/vehicle-invoices";
import { CreateVehicleTicketButton } from "@/web/features/tickets/components/create-vehicle-ticket-button";
import { VehicleDetailPage } from "@/web/features/vehicles/components/vehicle-detail-page";

export default function VehicleDetailRoute() {
  const { id = "" } = useParams();
  return (
    <VehicleDetailPage
      vehicleId={id}
      createTicket={(vehicle) => <CreateVehicleTicketButton vehicle={vehicle} customerPicker={CustomerPicker} />}
      jobCards={(vehicle) => (
        <>
          <VehicleRecommendations vin={vehicle.vin} />
          <VehicleJobCards vin={vehicle.vin} />
          <VehicleInvoices vin={vehicle.vin} />
        </>
      )}
    />
  );
}
