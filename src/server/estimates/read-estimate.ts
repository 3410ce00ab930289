import type { Estimate } from "../../shared/schemas/estimates";
import type { Database } from "../db/database";
import { loadEstimateRecords } from "./estimate-records";
import { toEstimateView } from "./estimate-view";
import { readShopPricing } from "./shop-pricing";

/** A job card's estimate as staff see it; an empty draft before the first save. */
export async function readEstimate(db: Database, jobCardId: string): Promise<Estimate> {
  const [records, pricing] = await Promise.all([loadEstimateRecords(db, jobCardId), readShopPricing(db)]);
  return toEstimateView(records, pricing);
}
