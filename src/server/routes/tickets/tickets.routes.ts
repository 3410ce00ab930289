import { createRoute, z } from "@hono/zod-openapi";
import { ticketConvertSchema } from "../../../shared/schemas/job-card-form";
import { ticketCreateSchema, ticketListQuerySchema, ticketUpdateSchema } from "../../../shared/schemas/ticket-form";
import { convertResultSchema, ticketBodySchema, ticketPageSchema } from "../../../shared/schemas/ticket-responses";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";
import { convertTicket } from "../../tickets/convert-ticket";
import { findTicket } from "../../tickets/find-ticket";
import { listTickets } from "../../tickets/list-tickets";
import { createTicket, deleteTicket, updateTicket } from "../../tickets/ticket-writes";

/** Any text: an id that is not a uuid is simply not found. */
const ticketParams = z.object({ ticketId: z.string().max(100).openapi({ description: "The ticket's id (a uuid)" }) });
const notFound = { 404: { description: "No such ticket" } } as const;

const listRoute = createRoute({
  method: "get",
  path: "/tickets",
  tags: ["Service tickets"],
  summary: "Service tickets, newest first, a page at a time; search and status filter",
  middleware: [requirePermission("tickets:list")] as const,
  request: { query: ticketListQuerySchema },
  responses: {
    200: {
      description: "A page of tickets; nextCursor is null on the last page",
      content: json(ticketPageSchema),
    },
    ...errorResponses,
  },
});

const viewRoute = createRoute({
  method: "get",
  path: "/tickets/{ticketId}",
  tags: ["Service tickets"],
  summary: "One ticket with its creator",
  middleware: [requirePermission("tickets:list")] as const,
  request: { params: ticketParams },
  responses: { 200: { description: "The ticket", content: json(ticketBodySchema) }, ...notFound, ...errorResponses },
});

const createTicketRoute = createRoute({
  method: "post",
  path: "/tickets",
  tags: ["Service tickets"],
  summary: "Open a service ticket; customerId links it to a customer, whose current name and contact it then shows",
  middleware: [requirePermission("tickets:create")] as const,
  request: { body: { required: true, content: json(ticketCreateSchema) } },
  responses: { 201: { description: "Created, status Open", content: json(ticketBodySchema) }, ...errorResponses },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/tickets/{ticketId}",
  tags: ["Service tickets"],
  summary: "Edit a ticket (and optionally its status), sending back the updatedAt it was read with",
  middleware: [requirePermission("tickets:edit")] as const,
  request: { params: ticketParams, body: { required: true, content: json(ticketUpdateSchema) } },
  responses: {
    200: { description: "Saved", content: json(ticketBodySchema) },
    ...notFound,
    409: { description: "Someone else changed the ticket since it was read; details.current is the ticket as stored now" },
    ...errorResponses,
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/tickets/{ticketId}",
  tags: ["Service tickets"],
  summary: "Delete a ticket; its job cards stay, without the link",
  middleware: [requirePermission("tickets:delete")] as const,
  request: { params: ticketParams },
  responses: { 204: { description: "Deleted" }, ...notFound, ...errorResponses },
});

const convertRoute = createRoute({
  method: "post",
  path: "/tickets/{ticketId}/convert",
  tags: ["Service tickets"],
  summary: "Convert an Open ticket into a job card and set it Assigned, in one transaction",
  middleware: [requirePermission("tickets:convert")] as const,
  request: { params: ticketParams, body: { required: true, content: json(ticketConvertSchema) } },
  responses: {
    201: { description: "The Assigned ticket and its new job card", content: json(convertResultSchema) },
    ...notFound,
    409: { description: "The ticket is not Open" },
    ...errorResponses,
  },
});

export const ticketsRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    return c.json(await listTickets(c.get("database").db, c.req.valid("query")), 200);
  })
  .openapi(viewRoute, async (c) => {
    const ticket = await findTicket(c.get("database").db, c.req.valid("param").ticketId);
    return c.json({ ticket }, 200);
  })
  .openapi(createTicketRoute, async (c) => {
    const ticket = await createTicket(c.get("database").db, c.get("viewer").profile, c.req.valid("json"));
    await c.get("events").publish({ resource: "tickets", action: "created", id: ticket.id });
    return c.json({ ticket }, 201);
  })
  .openapi(updateRoute, async (c) => {
    const { db } = c.get("database");
    const ticket = await updateTicket(db, c.req.valid("param").ticketId, c.get("viewer").profile, c.req.valid("json"));
    await c.get("events").publish({ resource: "tickets", action: "updated", id: ticket.id });
    return c.json({ ticket }, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { ticketId } = c.req.valid("param");
    const { unlinkedJobCardIds } = await deleteTicket(c.get("database").db, ticketId);
    const events = c.get("events");
    await events.publish({ resource: "tickets", action: "deleted", id: ticketId });
    for (const id of unlinkedJobCardIds) await events.publish({ resource: "job-cards", action: "updated", id });
    return c.body(null, 204);
  })
  .openapi(convertRoute, async (c) => {
    const viewer = c.get("viewer");
    const result = await convertTicket(c.get("database").db, c.req.valid("param").ticketId, viewer.profile.userId, c.req.valid("json"));
    const events = c.get("events");
    await events.publish({ resource: "tickets", action: "updated", id: result.ticket.id });
    await events.publish({ resource: "job-cards", action: "created", id: result.jobCard.id });
    return c.json(result, 201);
  });
