import { useParams } from "react-router";
import { CustomerPage } from "@/web/features/customers/components/customer-page";

export default function CustomerRoute() {
  const { id = "" } = useParams();
  // Keyed, so another customer's page (after a merge) starts afresh.
  return <CustomerPage key={id} customerId={id} />;
}
