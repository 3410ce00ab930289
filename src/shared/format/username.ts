/** SPEC.md 3: without a username, the part of the e-mail address before the @ stands in. */
export function usernameFallback(email: string): string {
  return email.split("@")[0] ?? email;
}
