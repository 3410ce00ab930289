import { createRoute, z } from "@hono/zod-openapi";
import {
  clockStartInputSchema,
  clockStartResultSchema,
  clockStopInputSchema,
  clockStopResultSchema,
  jobCardTimeSchema,
  timeEntryAddInputSchema,
  timeEntryDeleteInputSchema,
  timeEntryEditInputSchema,
  timeEntryResultSchema,
} from "../../../shared/schemas/time-entries";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";
import { addTimeEntry, deleteTimeEntry, editTimeEntry, readJobCardTime, startClock, stopClock } from "../../time-clock";

const tags = ["Time clock"];
/** Any text: an id that is not a uuid is simply not found. */
const jobCardParams = z.object({ jobCardId: z.string().max(100).openapi({ description: "The job card's id (a uuid)" }) });
const entryParams = z.object({ entryId: z.string().max(100).openapi({ description: "The time entry's id (a uuid)" }) });
const cardNotFound = { 404: { description: "No such job card" } } as const;
const entryNotFound = { 404: { description: "No such time entry" } } as const;

const timeRoute = createRoute({
  method: "get",
  path: "/job-cards/{jobCardId}/time",
  tags,
  summary: "A job card's time entries, clocked time against approved labor per job, and the viewer's running clock",
  middleware: [requirePermission("job-cards:view")] as const,
  request: { params: jobCardParams },
  responses: {
    200: { description: "The card's time (a Service Technician: only on cards assigned to them)", content: json(jobCardTimeSchema) },
    ...cardNotFound,
    ...errorResponses,
  },
});

const startRoute = createRoute({
  method: "post",
  path: "/job-cards/{jobCardId}/time/start",
  tags,
  summary: "Start your clock on an approved job of a card assigned to you; a clock of yours running elsewhere stops at the same instant",
  middleware: [requirePermission("time-clock:own")] as const,
  request: { params: jobCardParams, body: { required: true, content: json(clockStartInputSchema) } },
  responses: {
    200: { description: "The running entry, the one stopped (if any) and a message saying what happened", content: json(clockStartResultSchema) },
    ...cardNotFound,
    409: { description: "The start would overlap another entry of yours (the message names it)" },
    ...errorResponses,
  },
});

const stopRoute = createRoute({
  method: "post",
  path: "/job-cards/{jobCardId}/time/stop",
  tags,
  summary: "Stop your clock on a card; when none of yours runs there it is a no-op saying the clock was already stopped",
  middleware: [requirePermission("time-clock:own")] as const,
  request: { params: jobCardParams, body: { required: false, content: json(clockStopInputSchema) } },
  responses: {
    200: { description: "The stopped entry (null when nothing ran) and a message", content: json(clockStopResultSchema) },
    ...cardNotFound,
    ...errorResponses,
  },
});

const addRoute = createRoute({
  method: "post",
  path: "/job-cards/{jobCardId}/time/entries",
  tags,
  summary: "Add a technician's time on an approved job, with a reason kept in History",
  middleware: [requirePermission("time-entries:edit")] as const,
  request: { params: jobCardParams, body: { required: true, content: json(timeEntryAddInputSchema) } },
  responses: {
    201: { description: "The entry added", content: json(timeEntryResultSchema) },
    ...cardNotFound,
    409: { description: "The entry would overlap another of the technician's (the message names it)" },
    ...errorResponses,
  },
});

const editRoute = createRoute({
  method: "patch",
  path: "/time-entries/{entryId}",
  tags,
  summary: "Change a time entry's start and stop, with a reason kept in History and the version last read",
  middleware: [requirePermission("time-entries:edit")] as const,
  request: { params: entryParams, body: { required: true, content: json(timeEntryEditInputSchema) } },
  responses: {
    200: { description: "The entry as saved", content: json(timeEntryResultSchema) },
    ...entryNotFound,
    409: { description: "Someone changed the entry since it was read (details.current is it now), or it would overlap another" },
    ...errorResponses,
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/time-entries/{entryId}",
  tags,
  summary: "Delete a time entry, with a reason; History keeps what it was",
  middleware: [requirePermission("time-entries:edit")] as const,
  request: { params: entryParams, body: { required: true, content: json(timeEntryDeleteInputSchema) } },
  responses: {
    200: { description: "The entry as it was", content: json(timeEntryResultSchema) },
    ...entryNotFound,
    ...errorResponses,
  },
});

export const timeClockRoutes = createRouter()
  .openapi(timeRoute, async (c) => {
    const { jobCardId } = c.req.valid("param");
    return c.json(await readJobCardTime(c.get("database").db, c.get("viewer").profile, jobCardId), 200);
  })
  .openapi(startRoute, async (c) => {
    const { jobCardId } = c.req.valid("param");
    const result = await startClock(c.get("database").db, c.get("viewer").profile, { jobCardId, ...c.req.valid("json") });
    for (const id of new Set([result.entry.jobCardId, ...(result.stopped ? [result.stopped.jobCardId] : [])])) {
      await c.get("events").publish({ resource: "job-cards", action: "updated", id });
    }
    return c.json(result, 200);
  })
  .openapi(stopRoute, async (c) => {
    const { jobCardId } = c.req.valid("param");
    const input = clockStopInputSchema.parse(c.req.valid("json") ?? {});
    const result = await stopClock(c.get("database").db, c.get("viewer").profile, { jobCardId, ...input });
    if (result.entry) await c.get("events").publish({ resource: "job-cards", action: "updated", id: result.entry.jobCardId });
    return c.json(result, 200);
  })
  .openapi(addRoute, async (c) => {
    const { jobCardId } = c.req.valid("param");
    const entry = await addTimeEntry(c.get("database").db, c.get("viewer").profile.userId, jobCardId, c.req.valid("json"));
    await c.get("events").publish({ resource: "job-cards", action: "updated", id: entry.jobCardId });
    return c.json({ entry }, 201);
  })
  .openapi(editRoute, async (c) => {
    const entry = await editTimeEntry(c.get("database").db, c.get("viewer").profile.userId, c.req.valid("param").entryId, c.req.valid("json"));
    await c.get("events").publish({ resource: "job-cards", action: "updated", id: entry.jobCardId });
    return c.json({ entry }, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const entry = await deleteTimeEntry(c.get("database").db, c.get("viewer").profile.userId, c.req.valid("param").entryId, c.req.valid("json"));
    await c.get("events").publish({ resource: "job-cards", action: "updated", id: entry.jobCardId });
    return c.json({ entry }, 200);
  });
