import { useParams } from "react-router";
import { InvoicePage } from "@/web/features/invoices/components/invoice-page";
import { InvoiceCustomer } from "../parts/document-customer";

export default function InvoiceRoute() {
  const { id = "" } = useParams();
  return <InvoicePage invoiceId={id} customer={(invoice) => <InvoiceCustomer invoice={invoice} />} />;
}
