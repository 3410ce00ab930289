/** A canned job as the editor offers it for an item's suggestion; the route hands the shop's list in. */
export interface CannedJobChoice {
  id: string;
  name: string;
}
