import { enterShopMode, leaveShopMode } from "./mode-switch";
import { shopMode } from "./shop-mode";

let following: Promise<void> = Promise.resolve();

/** Puts this browser in the mode the server's setting says, one change at a time. */
export function followSetting(shared: boolean): Promise<void> {
  following = following.then(async () => {
    if (shared === shopMode.isShared()) return;
    if (shared) enterShopMode();
    else await leaveShopMode();
  });
  following = following.catch((error: unknown) => console.warn("Shop records: the mode could not be changed.", error));
  return following;
}
