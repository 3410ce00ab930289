/** The path parameter of an invoice's routes. */
export function invoiceParam(invoiceId: string) {
  return { param: { invoiceId: encodeURIComponent(invoiceId) } };
}
