import { createRoute } from "@hono/zod-openapi";
import { customerVehicleBodySchema, customerVehicleInputSchema, customerVehiclesBodySchema } from "../../../shared/schemas/customers";
import { findCustomer } from "../../customers/find-customer";
import { vehiclesOf } from "../../customers/vehicle-row";
import { addVehicle, removeVehicle, updateVehicle } from "../../customers/vehicle-writes";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";
import { customerNotFound, customerParams, vehicleParams } from "./customer-params";

const TAGS = ["Customers"];
const vinTaken = { 409: { description: "The VIN is already on another customer's record (or this one's): the message names whose" } } as const;

const listRoute = createRoute({
  method: "get",
  path: "/customers/{customerId}/vehicles",
  tags: TAGS,
  summary: "The customer's vehicles, oldest first, each with its latest mileage",
  middleware: [requirePermission("customers:manage")] as const,
  request: { params: customerParams },
  responses: { 200: { description: "The vehicles", content: json(customerVehiclesBodySchema) }, ...customerNotFound, ...errorResponses },
});

const addRoute = createRoute({
  method: "post",
  path: "/customers/{customerId}/vehicles",
  tags: TAGS,
  summary: "Add a vehicle to the customer's record",
  middleware: [requirePermission("customers:manage")] as const,
  request: { params: customerParams, body: { required: true, content: json(customerVehicleInputSchema) } },
  responses: { 201: { description: "Added", content: json(customerVehicleBodySchema) }, ...customerNotFound, ...vinTaken, ...errorResponses },
});

const editRoute = createRoute({
  method: "patch",
  path: "/customers/{customerId}/vehicles/{vehicleId}",
  tags: TAGS,
  summary: "Edit a vehicle of the customer's",
  middleware: [requirePermission("customers:manage")] as const,
  request: { params: vehicleParams, body: { required: true, content: json(customerVehicleInputSchema) } },
  responses: { 200: { description: "Saved", content: json(customerVehicleBodySchema) }, ...customerNotFound, ...vinTaken, ...errorResponses },
});

const removeRoute = createRoute({
  method: "delete",
  path: "/customers/{customerId}/vehicles/{vehicleId}",
  tags: TAGS,
  summary: "Remove a vehicle from the customer's record",
  middleware: [requirePermission("customers:manage")] as const,
  request: { params: vehicleParams },
  responses: { 204: { description: "Removed" }, ...customerNotFound, ...errorResponses },
});

export const customerVehiclesRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { db } = c.get("database");
    const customer = await findCustomer(db, c.req.valid("param").customerId);
    return c.json({ vehicles: await vehiclesOf(db, [customer.id]) }, 200);
  })
  .openapi(addRoute, async (c) => {
    const { customerId } = c.req.valid("param");
    const vehicle = await addVehicle(c.get("database").db, customerId, c.req.valid("json"));
    await c.get("events").publish({ resource: "customers", action: "updated", id: customerId });
    return c.json({ vehicle }, 201);
  })
  .openapi(editRoute, async (c) => {
    const { customerId, vehicleId } = c.req.valid("param");
    const vehicle = await updateVehicle(c.get("database").db, customerId, vehicleId, c.req.valid("json"));
    await c.get("events").publish({ resource: "customers", action: "updated", id: customerId });
    return c.json({ vehicle }, 200);
  })
  .openapi(removeRoute, async (c) => {
    const { customerId, vehicleId } = c.req.valid("param");
    await removeVehicle(c.get("database").db, customerId, vehicleId);
    await c.get("events").publish({ resource: "customers", action: "updated", id: customerId });
    return c.body(null, 204);
  });
