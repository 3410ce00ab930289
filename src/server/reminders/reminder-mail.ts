import type { MailMessage } from "../mail/mailer";

/** A loose e-mail check, as the shop's settings hold free text. */
const EMAIL = /[^\s@<>(),;:]+@[^\s@<>(),;:]+\.[^\s@<>(),;:]+/;

/** The shop's details a reminder names. */
export interface ReminderShop {
  shopName: string;
  phone: string;
  address: string;
}

/**
 * The shop's e-mail address for replies: the settings have no field of their own for it, so one
 * written in the shop's address is taken; none leaves replies to the sender's address.
 */
export function shopReplyTo(shop: ReminderShop): string | undefined {
  return EMAIL.exec(shop.address)?.[0];
}

/** One mail per customer and run: everything due, how to reply, and the link that stops reminders. */
export function reminderMail(options: {
  to: string;
  customerName: string;
  shop: ReminderShop;
  lines: { vehicle: string; description: string }[];
  stopLink: string;
}): MailMessage {
  const { to, customerName, shop, lines, stopLink } = options;
  const from = shop.shopName.trim() || "Your repair shop";
  const phone = shop.phone.trim();
  const replyTo = shopReplyTo(shop);
  const items = lines.map((line) => `- ${line.vehicle ? `${line.vehicle}: ` : ""}${line.description}`).join("\n");
  const reply = [
    replyTo ? "reply to this mail" : null,
    phone ? `call us on ${phone}` : null,
  ].filter(Boolean);
  return {
    to,
    replyTo,
    link: stopLink,
    subject: `${from}: a reminder about your vehicle`,
    text:
      `Hello ${customerName},\n\n${from} reminds you of:\n\n${items}\n\n` +
      (reply.length > 0 ? `To book or ask us anything, ${reply.join(" or ")}.\n\n` : "") +
      `To stop these reminders: ${stopLink}\n`,
  };
}
