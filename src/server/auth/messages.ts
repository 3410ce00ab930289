/** Texts of refusals the account code gives in more than one place. */
export const DEACTIVATED_MESSAGE = "This account has been deactivated. Ask an administrator to reactivate it.";
/** The refusal of a throttled request, naming the real wait: a locked e-mail waits out its window. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Try again in ${minutes <= 1 ? "a minute" : `${minutes} minutes`}.`;
}
export const LOG_IN_REQUIRED_MESSAGE = "Please log in to continue.";
