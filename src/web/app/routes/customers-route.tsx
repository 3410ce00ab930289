import { CustomersPage } from "@/web/features/customers/components/customers-page";

export default function CustomersRoute() {
  return <CustomersPage />;
}
