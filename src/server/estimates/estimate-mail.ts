import { customerEmail } from "../../shared/format/customer-contact";
import type { MailMessage } from "../mail/mailer";

/** Where an invoice is mailed: its customer's e-mail when linked, else its contact when that is an e-mail address. */
export function partiesEmail(parties: { customerEmail?: string | null; customerContact: string | null }): string | null {
  return parties.customerEmail?.trim() || customerEmail(parties.customerContact);
}

export function estimateMail(to: string, shopName: string, link: string, expiresAt: Date): MailMessage {
  const from = shopName.trim() || "Your repair shop";
  return {
    to,
    link,
    subject: `${from}: your estimate is ready for approval`,
    text:
      `Hello,\n\n${from} has priced the work on your vehicle. Approve or decline each job here ` +
      `(the link works until ${expiresAt.toUTCString()}):\n\n${link}\n`,
  };
}
