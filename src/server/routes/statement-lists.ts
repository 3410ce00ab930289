import { invoiceListQuerySchema } from "../../shared/schemas/invoices";
import { jobCardListQuerySchema } from "../../shared/schemas/job-card-form";
import { shopPullQuerySchema } from "../../shared/schemas/shop-sync";
import { ticketListQuerySchema } from "../../shared/schemas/ticket-form";
import { statementList } from "../http/statement-list";
import { invoicePageJson } from "../invoices/invoice-page-json";
import { listInvoices } from "../invoices/list-invoices";
import { pullChanges } from "../shop-records/pull";
import { listJobCards } from "./job-cards/job-cards.service";
import { listTickets } from "./tickets/tickets.service";

/** The reads whose one statement checks the session: the busiest of the app. */
export const ticketList = statementList({
  path: "/tickets",
  permission: "tickets:list",
  query: ticketListQuerySchema,
  read: listTickets,
  proves: (page) => page.tickets.length > 0,
});

export const jobCardList = statementList({
  path: "/job-cards",
  permission: "job-cards:list",
  query: jobCardListQuerySchema,
  read: listJobCards,
  proves: (page) => page.jobCards.length > 0,
});

export const invoiceList = statementList({
  path: "/invoices",
  permission: "invoices:manage",
  query: invoiceListQuerySchema,
  read: listInvoices,
  proves: (page) => page.invoices.length > 0,
  json: invoicePageJson,
});

/** A pull always answers for a session that holds; null is a session its statement refused. */
export const shopPull = statementList({
  path: "/sync/pull",
  permission: "shop-records:sync",
  query: shopPullQuerySchema,
  read: (db, reader, query) => pullChanges(db, reader, query.clientId, query.cookie),
  proves: (pull) => pull !== null,
});

export const STATEMENT_LISTS = [ticketList, jobCardList, invoiceList, shopPull];
