import { createRoute } from "@hono/zod-openapi";
import {
  customerBodySchema,
  customerEraseSchema,
  customerExportSchema,
  customerFormSchema,
  customerListQuerySchema,
  customerPageSchema,
  customerSummarySchema,
  customerUpdateSchema,
  mergeCustomersSchema,
} from "../../../shared/schemas/customers";
import { z } from "@hono/zod-openapi";
import type { EventBus } from "../../events/event-bus";
import { customerSummary } from "../../customers/customer-summary";
import { createCustomer, updateCustomer } from "../../customers/customer-writes";
import { eraseCustomer } from "../../customers/erase-customer";
import { exportCustomers } from "../../customers/export-customers";
import { findCustomer } from "../../customers/find-customer";
import { listCustomers } from "../../customers/list-customers";
import { mergeCustomers } from "../../customers/merge-customers";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";
import { customerNotFound, customerParams } from "./customer-params";

const TAGS = ["Customers"];

const listRoute = createRoute({
  method: "get",
  path: "/customers",
  tags: TAGS,
  summary: "Customers, newest first, a page at a time; search by name, e-mail, phone (however typed) or a vehicle's VIN",
  middleware: [requirePermission("customers:manage")] as const,
  request: { query: customerListQuerySchema },
  responses: { 200: { description: "A page of customers; nextCursor is null on the last page", content: json(customerPageSchema) }, ...errorResponses },
});

// Declared before /customers/{customerId}, so "export" is not read as an id.
const exportRoute = createRoute({
  method: "get",
  path: "/customers/export",
  tags: TAGS,
  summary: "Every customer with their vehicles, for the Admin's JSON export",
  middleware: [requirePermission("customers:export")] as const,
  responses: { 200: { description: "Every customer, oldest first", content: json(customerExportSchema) }, ...errorResponses },
});

const createCustomerRoute = createRoute({
  method: "post",
  path: "/customers",
  tags: TAGS,
  summary: "Add a customer",
  middleware: [requirePermission("customers:manage")] as const,
  request: { body: { required: true, content: json(customerFormSchema) } },
  responses: { 201: { description: "Created", content: json(customerBodySchema) }, ...errorResponses },
});

const mergeRoute = createRoute({
  method: "post",
  path: "/customers/merge",
  tags: TAGS,
  summary: "Merge Customers: everything mergeId holds moves to keepId, which fills its empty fields from it; then mergeId is deleted",
  middleware: [requirePermission("customers:merge")] as const,
  request: { body: { required: true, content: json(mergeCustomersSchema) } },
  responses: { 200: { description: "The kept customer", content: json(customerBodySchema) }, ...customerNotFound, ...errorResponses },
});

const viewRoute = createRoute({
  method: "get",
  path: "/customers/{customerId}",
  tags: TAGS,
  summary: "One customer",
  middleware: [requirePermission("customers:manage")] as const,
  request: { params: customerParams },
  responses: { 200: { description: "The customer", content: json(customerBodySchema) }, ...customerNotFound, ...errorResponses },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/customers/{customerId}",
  tags: TAGS,
  summary: "Edit a customer, sending back the updatedAt it was read with",
  middleware: [requirePermission("customers:manage")] as const,
  request: { params: customerParams, body: { required: true, content: json(customerUpdateSchema) } },
  responses: {
    200: { description: "Saved", content: json(customerBodySchema) },
    ...customerNotFound,
    409: { description: "Someone else changed the customer since it was read; details.current is the customer as stored now" },
    ...errorResponses,
  },
});

const summaryRoute = createRoute({
  method: "get",
  path: "/customers/{customerId}/summary",
  tags: TAGS,
  summary: "The customer page: vehicles with their latest mileage, open tickets, repair orders, invoices and the balance due",
  middleware: [requirePermission("customers:manage")] as const,
  request: { params: customerParams },
  responses: { 200: { description: "The customer's page", content: json(customerSummarySchema) }, ...customerNotFound, ...errorResponses },
});

const eraseRoute = createRoute({
  method: "post",
  path: "/customers/{customerId}/erase",
  tags: TAGS,
  summary: "Erase a customer on request: finalized invoices keep their frozen copies, the shop's work stays without the customer's details, the rest goes",
  middleware: [requirePermission("customers:erase")] as const,
  request: { params: customerParams, body: { required: true, content: json(customerEraseSchema) } },
  responses: {
    200: { description: "Erased", content: json(z.object({ erased: z.literal(true) })) },
    ...customerNotFound,
    ...errorResponses,
  },
});

/** Announces a change of each record an erase or a merge wrote. */
async function announce(events: EventBus, changed: { tickets: string[]; jobCards: string[]; invoices: string[] }): Promise<void> {
  for (const id of changed.tickets) await events.publish({ resource: "tickets", action: "updated", id });
  for (const id of changed.jobCards) await events.publish({ resource: "job-cards", action: "updated", id });
  for (const id of changed.invoices) await events.publish({ resource: "invoices", action: "updated", id });
}

export const customersRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json(await listCustomers(c.get("database").db, c.req.valid("query")), 200))
  .openapi(exportRoute, async (c) => c.json(await exportCustomers(c.get("database").db), 200))
  .openapi(createCustomerRoute, async (c) => {
    const customer = await createCustomer(c.get("database").db, c.get("viewer").profile.userId, c.req.valid("json"));
    await c.get("events").publish({ resource: "customers", action: "created", id: customer.id });
    return c.json({ customer }, 201);
  })
  .openapi(mergeRoute, async (c) => {
    const input = c.req.valid("json");
    const { customer, moved } = await mergeCustomers(c.get("database").db, c.get("viewer").profile.userId, input);
    const events = c.get("events");
    await events.publish({ resource: "customers", action: "updated", id: customer.id });
    await events.publish({ resource: "customers", action: "deleted", id: input.mergeId });
    await announce(events, moved);
    return c.json({ customer }, 200);
  })
  .openapi(viewRoute, async (c) => c.json({ customer: await findCustomer(c.get("database").db, c.req.valid("param").customerId) }, 200))
  .openapi(updateRoute, async (c) => {
    const { db } = c.get("database");
    const customer = await updateCustomer(db, c.req.valid("param").customerId, c.get("viewer").profile.userId, c.req.valid("json"));
    await c.get("events").publish({ resource: "customers", action: "updated", id: customer.id });
    return c.json({ customer }, 200);
  })
  .openapi(summaryRoute, async (c) => c.json(await customerSummary(c.get("database").db, c.req.valid("param").customerId), 200))
  .openapi(eraseRoute, async (c) => {
    const { customerId } = c.req.valid("param");
    const { touched } = await eraseCustomer(c.get("database").db, customerId, c.get("viewer").profile.userId, c.req.valid("json"));
    const events = c.get("events");
    await events.publish({ resource: "customers", action: "deleted", id: customerId });
    await announce(events, touched);
    return c.json({ erased: true as const }, 200);
  });
