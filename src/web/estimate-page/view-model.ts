/** What the customer's page draws, read from the public estimate answer (to-view.ts). */
export type Decision = "approved" | "declined";

export interface LineView {
  description: string;
  /** A second line under the description (a part's number), or empty. */
  detail: string;
  /** Hours ("2.0 h") or quantity ("2"), empty for a fee. */
  amount: string;
  /** Null for a fee, whose line total is its price. */
  unitPriceCents: number | null;
  totalCents: number;
}

export interface JobView {
  id: string;
  name: string;
  lines: LineView[];
  totalCents: number;
  /** The customer's decision, once given. */
  decision: Decision | null;
}

export type RatingWord = "Urgent" | "Needs Attention" | "Good";

export interface FindingView {
  itemId: string;
  rating: RatingWord;
  name: string;
  sectionName: string;
  note: string;
  /** The measured value with its unit ("2 mm"), or empty. */
  measurement: string;
  /** The earlier measurement beside today's ("4 mm on 12 Mar 2026, 2 mm today"), or empty. */
  earlier: string;
  /** Each photo's address through the link. */
  photoUrls: string[];
  /** The estimate job the finding became, when it is in this version. */
  job: { id: string; name: string } | null;
}

export interface EstimateView {
  shopName: string;
  /** A data URL, or empty. */
  shopLogo: string;
  /** The shop's address and phone on one line, or empty. */
  shopContact: string;
  currencySymbol: string;
  vin: string;
  customer: string;
  /** The inspection's rated items, Urgent first, then Needs Attention, then Good; empty without one. */
  findings: FindingView[];
  jobs: JobView[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  /** Who signed and when (ISO time), once the decision was given. */
  signed: { name: string; at: string } | null;
}
