import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes (256 bits), base64url: a mail's stop link. Only its hash is stored. */
export function newStopToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashStopToken(token) };
}

/** SHA-256 of the token, hex: a stolen copy of the database stops no one's reminders. */
export function hashStopToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
