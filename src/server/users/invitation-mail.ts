import type { InvitationMailOutcome } from "../../shared/schemas/account-responses";
import type { Mailer, MailMessage } from "../mail/mailer";

/**
 * Mails an invitation when mail is set up. The account and its link already exist, so a mail
 * server that fails (the mailer logs why) is reported in the answer, where the Admin sees the
 * link to pass on: a 500 here would hide a link that asking again cannot bring back.
 */
export async function sendInvitation(mailer: Mailer, message: MailMessage): Promise<InvitationMailOutcome> {
  try {
    // Without SMTP_URL the mailer writes the link to the log instead, as for every other mail.
    await mailer.send(message);
  } catch {
    return "failed";
  }
  return mailer.delivers ? "sent" : "not_configured";
}
