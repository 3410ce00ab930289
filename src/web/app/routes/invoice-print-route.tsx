import { useParams } from "react-router";
import { useInvoice } from "@/web/features/invoices/api/get-invoice";
import { InvoicePrintPage } from "@/web/features/invoices/components/invoice-print-page";
import { invoiceTitle } from "@/web/features/invoices/utils/invoice-title";
import { useLocalSetting } from "@/web/lib/local-settings";
import { useAppName } from "../layout/use-app-name";
import { useDocumentTitle } from "../layout/use-document-title";

/**
 * The printable invoice, outside the shell. The tab's title is the invoice's, which a browser
 * offers as the file name when the invoice is saved as a PDF.
 */
export default function InvoicePrintRoute() {
  const { id = "" } = useParams();
  const shopName = useAppName();
  const logoUrl = useLocalSetting("appLogoUrl", "");
  const invoice = useInvoice(id).data?.invoice;
  useDocumentTitle(`${invoice ? invoiceTitle(invoice) : "Invoice"} - ${shopName}`);
  return <InvoicePrintPage invoiceId={id} logoUrl={logoUrl} />;
}
