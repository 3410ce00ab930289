import type { ServiceRecord } from "../../shared/schemas/local-records";
import { fromCents, toCents } from "../../shared/money/cents";
import type { ShopServiceRow } from "../db/schema";
import { InvalidMutationError } from "./invalid-mutation";
import type { DataColumns } from "./record-codec";

const INT_MAX = 2_147_483_647;

/** A service record's own columns: money in whole cents, within what the columns hold. */
export function serviceColumns(service: ServiceRecord): DataColumns<ShopServiceRow> {
  const costCents = service.cost === null ? null : toCents(service.cost);
  if (costCents !== null && Math.abs(costCents) > INT_MAX) throw new InvalidMutationError("cost: The amount is too large.");
  const parts = service.parts.map((part) => {
    const priceCents = toCents(part.price);
    if (!Number.isSafeInteger(priceCents)) throw new InvalidMutationError("parts: A part's price is too large.");
    return { name: part.name, quantity: part.quantity, priceCents };
  });
  return {
    vehicleId: service.vehicleId,
    serviceDate: service.serviceDate,
    type: service.type,
    description: service.description,
    costCents,
    status: service.status,
    mechanic: service.mechanic,
    parts,
    customFields: service.customFields,
    jobCardImage: service.jobCardImageUrl,
  };
}

/** The service record as devices keep it, from its columns (without its save time). */
export function serviceFromColumns(row: DataColumns<ShopServiceRow> & { id: string }): ServiceRecord {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    serviceDate: row.serviceDate,
    type: row.type,
    description: row.description,
    cost: row.costCents === null ? null : fromCents(row.costCents),
    status: row.status,
    mechanic: row.mechanic,
    parts: row.parts.map((part) => ({ name: part.name, quantity: part.quantity, price: fromCents(part.priceCents) })),
    customFields: row.customFields,
    jobCardImageUrl: row.jobCardImage,
  };
}
