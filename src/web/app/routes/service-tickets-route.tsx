import { CustomerPicker } from "@/web/features/customers/components/customer-picker";
import { ServiceTicketsPage } from "@/web/features/tickets/components/service-tickets-page";

export default function ServiceTicketsRoute() {
  return <ServiceTicketsPage customerPicker={CustomerPicker} />;
}
