/**
 * How the upgrade reads free-text customers: the keys records are matched on, in the order they
 * are tried (e-mail, then phone, then name), and how a typed contact becomes a phone or an e-mail.
 */

/** A phone is matched on its digits alone, and only with at least this many (shorter is not a phone). */
export const MIN_PHONE_DIGITS = 7;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** What the customer form accepts as a phone number (customerPhoneSchema). */
const PHONE_TEXT = /^[0-9+()\-.\s]*[0-9][0-9+()\-.\s]*$/;
const PHONE_MAX = 40;

/** An e-mail address compared case-insensitively; null when the text is not one. */
export function emailKey(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? "";
  return EMAIL.test(trimmed) ? trimmed.toLowerCase() : null;
}

/** A phone compared on its digits; null with fewer than MIN_PHONE_DIGITS. */
export function phoneKey(text: string | null | undefined): string | null {
  const digits = (text ?? "").replace(/[^0-9]/g, "");
  return digits.length >= MIN_PHONE_DIGITS ? digits : null;
}

/** A name as written, trimmed with its whitespace collapsed. */
export function cleanName(text: string | null | undefined): string {
  return (text ?? "").trim().replace(/\s+/g, " ");
}

/** A name compared trimmed, whitespace collapsed and case-insensitively; null when empty. */
export function nameKey(text: string | null | undefined): string | null {
  return cleanName(text).toLowerCase() || null;
}

/** A phone as a customer keeps it: as typed when the form would accept it, else its digits. */
export function phoneNumberText(text: string): string {
  const trimmed = text.trim();
  return PHONE_TEXT.test(trimmed) && trimmed.length <= PHONE_MAX ? trimmed : trimmed.replace(/[^0-9]/g, "").slice(0, PHONE_MAX);
}

/** A typed contact ("Customer Contact") read as an e-mail or a phone; other text is neither. */
export function readContact(contact: string | null | undefined): { email: string | null; phone: string | null } {
  const trimmed = contact?.trim() ?? "";
  if (emailKey(trimmed)) return { email: trimmed, phone: null };
  if (phoneKey(trimmed)) return { email: null, phone: trimmed };
  return { email: null, phone: null };
}
