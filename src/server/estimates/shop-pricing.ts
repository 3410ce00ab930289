import { eq } from "drizzle-orm";
import type { z } from "zod";
import { DEFAULT_ESTIMATE_LINK_DAYS } from "../../shared/constants/estimates";
import { DEFAULT_INVOICE_PREFIX } from "../../shared/constants/invoices";
import type { ShopPricing, shopPricingInputSchema } from "../../shared/schemas/estimates";
import type { Database } from "../db/database";
import { shopPricing } from "../db/schema";

/** Until the shop saves its own: no rate, no markup, no tax, links for 14 days, invoices numbered INV-. */
export const DEFAULT_SHOP_PRICING: ShopPricing = {
  shopName: "",
  defaultLaborRateCents: 0,
  partsMarkupBp: 0,
  taxRateBp: 0,
  taxLabor: false,
  taxParts: false,
  taxFees: false,
  address: "",
  phone: "",
  linkLifetimeDays: DEFAULT_ESTIMATE_LINK_DAYS,
  invoicePrefix: DEFAULT_INVOICE_PREFIX,
  updatedAt: null,
};

export async function readShopPricing(db: Database): Promise<ShopPricing> {
  const [row] = await db.select().from(shopPricing).where(eq(shopPricing.id, 1));
  if (!row) return DEFAULT_SHOP_PRICING;
  const { id: _id, updatedBy: _updatedBy, updatedAt, ...values } = row;
  return { ...values, updatedAt: updatedAt.toISOString() };
}

export async function saveShopPricing(db: Database, userId: string, input: z.output<typeof shopPricingInputSchema>): Promise<ShopPricing> {
  const values = { ...input, updatedBy: userId, updatedAt: new Date() };
  await db
    .insert(shopPricing)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shopPricing.id, set: values });
  return readShopPricing(db);
}
