import { z } from "zod";
import { MAX_INVOICE_PREFIX_LENGTH } from "../constants/invoices";

/**
 * The shop's invoice prefix, a Shop setting: INV- unless the shop chose another. In a file of its
 * own so the shop's pricing (estimates.ts) and the invoice shapes (invoices.ts, which uses the
 * estimate shapes) can both take it without importing each other.
 */
export const invoicePrefixSchema = z
  .string()
  .trim()
  .min(1, { message: "Invoice prefix is required.", abort: true })
  .max(MAX_INVOICE_PREFIX_LENGTH, `Invoice prefix has at most ${MAX_INVOICE_PREFIX_LENGTH} characters.`)
  .regex(/^[A-Za-z0-9\-/#.]+$/, "Invoice prefix may hold letters, digits and - / # . only.");
