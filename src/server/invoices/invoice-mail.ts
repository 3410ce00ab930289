import type { Database } from "../db/database";
import { partiesEmail } from "../estimates/estimate-mail";
import { ApiError } from "../http/api-error";
import type { Mailer } from "../mail/mailer";
import { invoiceMail } from "./invoice-mail-content";
import { readInvoice } from "./read-invoice";

export const EMAIL_DRAFT_MESSAGE = "Finalize the invoice before e-mailing it.";
export const EMAIL_VOID_MESSAGE = "This invoice is void and is not e-mailed.";
export const EMAIL_NO_ADDRESS_MESSAGE = "The customer contact on this invoice is not an e-mail address.";
export const EMAIL_MAIL_OFF_MESSAGE = "Mail is not configured on this server (SMTP_URL), so the invoice cannot be e-mailed.";
export const EMAIL_NOT_SENT_MESSAGE = "The mail server did not take the invoice. Try again later.";

/**
 * Email Invoice: a finalized invoice, mailed to the customer contact it carries when that is an
 * e-mail address and this server delivers mail. Every other case is refused with why (409), so
 * the person who asked knows to print it instead; nothing is stored either way.
 */
export async function emailInvoice(db: Database, invoiceId: string, options: { mailer: Mailer; currencySymbol: string }): Promise<{ emailedTo: string }> {
  const { mailer } = options;
  const invoice = await readInvoice(db, invoiceId, { mailDelivers: mailer.delivers });
  if (invoice.status === "Draft") throw new ApiError("conflict", EMAIL_DRAFT_MESSAGE);
  if (invoice.status === "Void") throw new ApiError("conflict", EMAIL_VOID_MESSAGE);
  const to = partiesEmail(invoice.parties);
  if (!to) throw new ApiError("conflict", EMAIL_NO_ADDRESS_MESSAGE);
  if (!mailer.delivers) throw new ApiError("conflict", EMAIL_MAIL_OFF_MESSAGE);
  try {
    await mailer.send(invoiceMail(invoice, to, options.currencySymbol));
  } catch {
    // The mailer has logged the cause; the client hears that it may try again.
    throw new ApiError("unavailable", EMAIL_NOT_SENT_MESSAGE);
  }
  return { emailedTo: to };
}
