import { ApiError } from "@/web/lib/api-error";

/** The error code of a finalize refused because the invoice bills more than the customer approved. */
export const ABOVE_AUTHORISED_CODE = "invoice_above_authorised";

export interface AboveAuthorised {
  invoiceTotalCents: number;
  authorisedTotalCents: number;
}

/**
 * The two amounts of an above-authorised refusal, from its details, so the screen writes them with
 * its own currency symbol; null for any other error.
 */
export function aboveAuthorisedOf(error: unknown): AboveAuthorised | null {
  if (!(error instanceof ApiError) || error.code !== ABOVE_AUTHORISED_CODE) return null;
  const details = error.details as Partial<Record<keyof AboveAuthorised, unknown>> | undefined;
  const invoiceTotalCents = details?.invoiceTotalCents;
  const authorisedTotalCents = details?.authorisedTotalCents;
  if (typeof invoiceTotalCents !== "number" || typeof authorisedTotalCents !== "number") return null;
  return { invoiceTotalCents, authorisedTotalCents };
}
