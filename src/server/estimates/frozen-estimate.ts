import type { EstimateTotals, TaxSettings } from "../../shared/money/estimate-totals";
import type { EstimateJob } from "../../shared/schemas/estimates";
import type { FrozenFinding } from "../inspections/freeze-findings";

/**
 * A sent version exactly as the customer saw it: the jobs with their costs (kept for staff), the
 * tax settings and shop details of that moment, the totals computed then, and the inspection's
 * findings then (a later edit of the inspection shows in the next version sent).
 */
export interface FrozenEstimate {
  jobs: EstimateJob[];
  discountCents: number;
  tax: TaxSettings;
  totals: EstimateTotals;
  vin: string | null;
  customerName: string | null;
  shopName: string;
  shopAddress: string;
  shopPhone: string;
  /** The sender's logo (a data URL) and currency symbol, from their browser's settings. */
  shopLogo?: string;
  currencySymbol?: string;
  /** The inspection's rated items as they were when sent; absent in versions sent before findings were kept. */
  findings?: FrozenFinding[];
}
