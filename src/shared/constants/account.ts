/** Password length limits: the shared schemas enforce them, the forms describe them. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
