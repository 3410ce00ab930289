import type { MailMessage, Mailer } from "../../src/server/mail/mailer";

export interface OutboxMailer extends Mailer {
  /** Every message handed over so far, oldest first. */
  readonly sent: MailMessage[];
  /**
   * Makes each later send wait until `release` is called, as a slow mail server would; the
   * message counts as sent only then.
   */
  hold: () => void;
  release: () => void;
}

/**
 * A mail server stand-in that keeps what it is given. With `delivers` the app behaves as with
 * SMTP_URL set (sign-ups need confirming); without, as with mail off (links go to the log).
 */
export function outboxMailer({ delivers }: { delivers: boolean }): OutboxMailer {
  const sent: MailMessage[] = [];
  let gate: Promise<void> | null = null;
  let open = () => {};
  return {
    delivers,
    sent,
    send: async (message) => {
      if (gate) await gate;
      sent.push(message);
    },
    hold: () => {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => {
      gate = null;
      open();
    },
  };
}
