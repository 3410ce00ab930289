import type { Logger } from "pino";
import { htmlText, type SafeHtml } from "./html";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * The same content as HTML, for mails that show a document (an invoice); the text stays for
   * clients that show only text. Written with the `html` tag, which escapes every value.
   */
  html?: SafeHtml;
  /** The link the message is about; logged instead when no mail server is configured. */
  link?: string;
  /** Where the recipient's reply goes, when not to the sender (the shop's own address). */
  replyTo?: string;
}

export interface Mailer {
  /** True when SMTP_URL is set and messages really go out. */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
}

/**
 * With SMTP_URL mail goes out through nodemailer; without it the link is written
 * to the server log so an administrator can pass it on.
 */
export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      delivers: false,
      send: async (message) => {
        logger.info({ to: message.to, subject: message.subject, link: message.link }, `Mail not sent (no SMTP_URL): ${message.subject}`);
      },
    };
  }
  // Loaded on first use: most installs send no mail, and start-up should not pay for it.
  const transport = import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
  return {
    delivers: true,
    send: async (message) => {
      try {
        await (await transport).sendMail({
          from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html && htmlText(message.html),
        });
      } catch (error) {
        // Account mails are sent after the answer (auth.ts), so the log is where a failure shows.
        logger.error({ err: error, to: message.to, subject: message.subject }, "Mail not sent");
        throw error;
      }
      logger.info({ to: message.to, subject: message.subject }, "Mail sent");
    },
  };
}
