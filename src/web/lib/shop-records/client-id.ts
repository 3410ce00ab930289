import { syncClientIdSchema } from "@/shared/schemas/shop-sync";

/** A new device id: random, URL-safe, within the contract's 8-64 characters. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const id = btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
  return syncClientIdSchema.parse(id);
}
