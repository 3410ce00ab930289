import { useShopRecordsMode } from "@/web/lib/shop-records/use-shop-records-mode";

/** Where a vehicle, service, custom field or job card image is kept, as the forms say it: one wording per mode. */
const WHERE_SAVED = {
  local: {
    hint: "Saved in this browser only.",
    image: "It is kept in this browser.",
    fields: (count: number) => `${count} field(s) saved in this browser.`,
  },
  shared: {
    hint: "Shared with the whole shop.",
    image: "It is shared with the whole shop.",
    fields: (count: number) => `${count} field(s) shared with the whole shop.`,
  },
} as const;

export type WhereSaved = (typeof WHERE_SAVED)[keyof typeof WHERE_SAVED];

/** The wording for where this tab keeps what a form saves: the browser's own records, or the shop's shared ones. */
export function useWhereSaved(): WhereSaved {
  return WHERE_SAVED[useShopRecordsMode().shared ? "shared" : "local"];
}
