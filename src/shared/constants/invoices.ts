import type { BadgeColour } from "./statuses";

/**
 * Where an invoice is in its life: a draft can be edited; finalizing gives it its number and
 * freezes it; a void keeps its number and takes no payments. Stored as these words.
 */
export const INVOICE_STATES = ["draft", "finalized", "void"] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** An invoice's status in the words shown on screen and used by the list's filter. */
export const INVOICE_STATUSES = ["Draft", "Unpaid", "Partially Paid", "Paid", "Void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_COLOURS: Record<InvoiceStatus, BadgeColour> = {
  Draft: "grey",
  Unpaid: "yellow",
  "Partially Paid": "blue",
  Paid: "green",
  Void: "red",
};

/** How a customer paid, in the words shown on screen. */
export const PAYMENT_METHODS = ["Cash", "Card", "Check", "Bank Transfer", "Other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** An invoice number is the shop's prefix and the counter's value in six digits: INV-000042. */
export const DEFAULT_INVOICE_PREFIX = "INV-";
export const INVOICE_NUMBER_DIGITS = 6;
export const MAX_INVOICE_PREFIX_LENGTH = 12;

/** Open balances by the invoice's age in days on the report's date. */
export const RECEIVABLES_BUCKETS = ["Current", "1-30 days", "31-60 days", "61-90 days", "Over 90 days"] as const;
export type ReceivablesBucket = (typeof RECEIVABLES_BUCKETS)[number];

/** Messages a client shows as they are. */
export const INVOICE_ABOVE_AUTHORISED_MESSAGE = "The invoice total is above what the customer approved.";
export const INVOICE_FROZEN_MESSAGE = "This invoice is finalized and can no longer be changed.";
export const INVOICE_VOID_MESSAGE = "This invoice is void and takes no payments.";
export const INVOICE_HAS_PAYMENTS_MESSAGE = "Reverse this invoice's payments before voiding it.";
export const INVOICE_EXISTS_MESSAGE = "This job card already has an invoice.";
export const NOTHING_APPROVED_MESSAGE = "This job card's estimate has no approved jobs to invoice.";
export const PAYMENT_ABOVE_BALANCE_MESSAGE = "The payment is more than the balance due.";
export const PAYMENT_ALREADY_REVERSED_MESSAGE = "This payment has already been reversed.";
