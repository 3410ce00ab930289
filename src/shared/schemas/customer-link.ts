import { z } from "zod";

/**
 * A record's link to a customer record, as the ticket and job card bodies send it: the customer's
 * id, or null for none. Left out of a body, the link is not changed.
 */
export const customerIdField = z
  .string({ message: "Choose a customer, or none." })
  .trim()
  .min(1, "Choose a customer, or none.")
  .max(100, "Choose a customer, or none.")
  .nullable()
  .optional();
