import { ServiceTicketsPage } from "@/web/features/tickets/components/service-tickets-page";

export default function ServiceTicketsRoute() {
  return <ServiceTicketsPage />;
}
