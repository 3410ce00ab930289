import { shopCopy } from "./shop-copy";

/**
 * Part of Logout & Clear All Local Data: this device's shop copy, outbox and sync state go too.
 * The shop keeps its records; they come back at the next sign-in while sharing is on.
 */
export async function clearShopRecordsDevice(): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  await shopCopy.clearDevice();
}
