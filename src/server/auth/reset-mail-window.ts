/**
 * The per-recipient window of password-reset mails: at most RESET_MAILS_PER_WINDOW to one address
 * an hour, so anyone who knows an address cannot fill its inbox. Apart from the limiter
 * (reset-mail-limit.ts) so the rate-limit rows' pruning can keep these rows for their whole window.
 */
export const RESET_MAILS_PER_WINDOW = 3;
export const RESET_MAIL_WINDOW_SECONDS = 60 * 60;
/** The start of these rows' keys; the rest is a keyed hash of the address, never the address. */
export const RESET_MAIL_KEY_PREFIX = "reset-mail:";
