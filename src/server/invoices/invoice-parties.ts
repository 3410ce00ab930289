import { eq } from "drizzle-orm";
import type { InvoiceParties } from "../../shared/schemas/invoices";
import type { Database } from "../db/database";
import { jobCards } from "../db/schema";
import { readLinkedCustomer } from "../customer-links/linked-customer";
import { readShopPricing } from "../estimates/shop-pricing";

/**
 * The shop and customer as they are now: what a draft shows and what finalize freezes. A linked
 * customer's current details and e-mail come first; then the card's; a card deleted since leaves
 * the customer and VIN the invoice copied.
 */
export async function liveParties(
  db: Database,
  jobCardId: string | null,
  copies: { customerName: string | null; vin: string | null; customerId: string | null },
): Promise<InvoiceParties> {
  // One after the other: inside finalize's transaction they run on its one connection.
  const pricing = await readShopPricing(db);
  const customer = await readLinkedCustomer(db, copies.customerId);
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
    customerName: customer ? customer.name : card ? card.customerName : copies.customerName,
    customerContact: customer ? customer.contact : card ? card.customerContact : null,
    ...(customer ? { customerEmail: customer.email } : {}),
    vin: card ? card.vin : copies.vin,
  };
}
