/** Texts of refusals the account code gives in more than one place. */
export const DEACTIVATED_MESSAGE = "This account has been deactivated. Ask an administrator to reactivate it.";
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many attempts. Try again in a minute.";
export const LOG_IN_REQUIRED_MESSAGE = "Please log in to continue.";
