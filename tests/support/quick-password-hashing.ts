import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { PasswordHashing } from "../../src/server/auth/auth";

/**
 * scrypt as better-auth runs it, at a sixteenth of the work (N = 2^10 instead of 2^14). The unit
 * suites sign in and guess passwords thousands of times; at full cost those hashes were most of
 * their run. Every server started as a process (the system suites' and the end-to-end journeys')
 * hashes at the product's own cost.
 */
const N = 1024;
const R = 16;
const KEY_LENGTH = 64;

function key(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r: R, p: 1, maxmem: 256 * N * R }, (error, derived) =>
      error ? reject(error) : resolve(derived),
    );
  });
}

export const quickPasswordHashing: PasswordHashing = {
  hash: async (password) => {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${(await key(password, salt)).toString("hex")}`;
  },
  verify: async ({ hash, password }) => {
    const [salt, stored] = hash.split(":");
    if (!salt || !stored) return false;
    const derived = await key(password, salt);
    const expected = Buffer.from(stored, "hex");
    return expected.length === derived.length && timingSafeEqual(expected, derived);
  },
};
