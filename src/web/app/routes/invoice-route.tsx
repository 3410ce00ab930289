import { useParams } from "react-router";
import { InvoicePage } from "@/web/features/invoices/components/invoice-page";

export default function InvoiceRoute() {
  const { id = "" } = useParams();
  return <InvoicePage invoiceId={id} />;
}
