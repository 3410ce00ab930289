import { InvoicesPage } from "@/web/features/invoices/components/invoices-page";

export default function InvoicesRoute() {
  return <InvoicesPage />;
}
