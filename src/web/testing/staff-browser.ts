import { reloadLocalCollections } from "@/web/lib/local-store/collections";
import { SHOP_MODE_KEY, shopMode } from "@/web/lib/shop-records/shop-mode";

/** A browser's own vehicles, kept beside the shop copy a staff member left behind. */
export const OWN_VEHICLES = [{ id: "own-1", make: "Browser Own Car", model: "Polo", year: 2015, licensePlate: "OWN-1", owner: { name: "Una" } }];

/** A browser a staff member left in shop mode, holding OWN_VEHICLES as its own records. */
export function leaveBrowserInShopMode(): void {
  localStorage.setItem("vehicles_local_cache", JSON.stringify(OWN_VEHICLES));
  localStorage.setItem(SHOP_MODE_KEY, "true");
  shopMode.forget();
  reloadLocalCollections();
}
