import { customerExportSchema, type CustomerExport } from "@/shared/schemas/customers";
import { apiFetch } from "@/web/lib/api-client";

/** GET /api/customers/export (Admin): every customer with their vehicles, read with the shared schema. */
export async function getCustomerExport(): Promise<CustomerExport["customers"]> {
  const response = await apiFetch("/api/customers/export");
  return customerExportSchema.parse(await response.json()).customers;
}
