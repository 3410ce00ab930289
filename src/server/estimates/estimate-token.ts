import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes (256 bits), base64url: the customer's link. Only its hash is stored. */
export function newEstimateToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashEstimateToken(token) };
}

/** SHA-256 of the token, hex: a stolen copy of the database opens no estimate. */
export function hashEstimateToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
