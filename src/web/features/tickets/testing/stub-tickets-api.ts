import type { Role } from "@/shared/auth/roles";
import type { Technician } from "@/shared/schemas/technician-responses";
import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import { makeProfile } from "@/web/testing/make-profile";
import { errorResponse, jsonResponse, stubApi, type ApiHandler } from "@/web/testing/stub-api";

export function makeTicket(overrides: Partial<ServiceTicket> = {}): ServiceTicket {
  return {
    id: "t1",
    vin: "1HGCM82633A004352",
    customerName: "Jane Doe",
    customerContact: "555-0199",
    customerId: null,
    issueDescription: "Grinding noise when braking",
    vehicleId: null,
    status: "Open",
    createdBy: "u1",
    creator: { name: "Ada Admin", email: "ada@example.com" },
    createdAt: "2025-03-01T09:15:00.000Z",
    updatedAt: "2025-03-01T09:15:00.000Z",
    ...overrides,
  };
}

export const technicians: Technician[] = [
  { userId: "tech-1", name: "Tom Tech", email: "tom@example.com" },
  { userId: "tech-2", name: "Tina Wrench", email: "tina@example.com" },
];

/** GET /api/tickets as the server answers it: search and status applied, pages of `pageSize`. */
export function ticketListHandler(getTickets: () => ServiceTicket[], pageSize = 50): ApiHandler {
  return ({ query }) => {
    const search = query.search?.toLowerCase() ?? "";
    const status = query.status;
    const matching = getTickets().filter(
      (ticket) =>
        (!status || ticket.status === status) &&
        [ticket.vin, ticket.customerName ?? "", ticket.issueDescription].some((value) =>
          value.toLowerCase().includes(search),
        ),
    );
    const start = Number(query.cursor ?? 0);
    const end = start + pageSize;
    return jsonResponse(200, {
      tickets: matching.slice(start, end),
      nextCursor: end < matching.length ? String(end) : null,
    });
  };
}

/** GET /api/tickets/{id} for each ticket there is when the stub is made: its current copy, or 404 once gone. */
function ticketDetailRoutes(getTickets: () => ServiceTicket[]): Record<string, ApiHandler> {
  const read = (id: string) => () => {
    const ticket = getTickets().find((candidate) => candidate.id === id);
    return ticket ? jsonResponse(200, { ticket }) : errorResponse(404, "not_found", "No such service ticket. It may have been deleted.");
  };
  return Object.fromEntries(getTickets().map((ticket) => [`GET /api/tickets/${ticket.id}`, read(ticket.id)]));
}

interface StubOptions {
  role?: Role;
  tickets?: ServiceTicket[] | (() => ServiceTicket[]);
  pageSize?: number;
  routes?: Record<string, ApiHandler>;
}

/** The ticket endpoints at the network edge, with the signed-in user and the technicians. */
export function stubTicketsApi({ role = "Admin", tickets = [], pageSize, routes = {} }: StubOptions = {}) {
  const getTickets = typeof tickets === "function" ? tickets : () => tickets;
  const calls = stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }) }),
    "GET /api/tickets": ticketListHandler(getTickets, pageSize),
    ...ticketDetailRoutes(getTickets),
    "GET /api/technicians": () => jsonResponse(200, { technicians }),
    ...routes,
  });
  return { calls };
}
