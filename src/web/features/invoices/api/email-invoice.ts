import { useMutation } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { useCurrencySymbol } from "@/web/lib/use-currency-symbol";
import { invoiceParam } from "./invoice-param";

/**
 * POST /api/invoices/{id}/email (Email Invoice): answers the address it went to. The mail shows
 * money with this browser's currency symbol, as the print view here does.
 */
export function useEmailInvoice(invoiceId: string) {
  const currencySymbol = useCurrencySymbol();
  return useMutation({
    mutationFn: () => parseResponse(client.invoices[":invoiceId"].email.$post({ ...invoiceParam(invoiceId), json: { currencySymbol } })),
  });
}
