import { eq } from "drizzle-orm";
import type { InvoiceParties } from "../../shared/schemas/invoices";
import type { Database } from "../db/database";
import { jobCards } from "../db/schema";
import { readShopPricing } from "../estimates/shop-pricing";

/**
 * The shop and customer as they are now: what a draft shows and what finalize freezes. A card
 * deleted since leaves the customer and VIN the invoice copied.
 */
export async function liveParties(db: Database, jobCardId: string | null, copies: { customerName: string | null; vin: string | null }): Promise<InvoiceParties> {
  // One after the other: inside finalize's transaction both run on its one connection.
  const pricing = await readShopPricing(db);
  const [card] = jobCardId
    ? await db
        .select({ customerName: jobCards.customerName, customerContact: jobCards.customerContact, vin: jobCards.vin })
        .from(jobCards)
        .where(eq(jobCards.id, jobCardId))
    : [];
  return {
    shopName: pricing.shopName,
    shopAddress: pricing.address,
    shopPhone: pricing.phone,
    customerName: card ? card.customerName : copies.customerName,
    customerContact: card ? card.customerContact : null,
    vin: card ? card.vin : copies.vin,
  };
}
