/** Password length limits: the shared schemas enforce them, the forms describe them. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The most sessions one user keeps at once: a new sign-in beyond it ends that user's oldest
 * sessions, so a leaked or forgotten session cannot live on behind an endless pile of new ones.
 */
export const MAX_SESSIONS_PER_USER = 10;
