import { el } from "./dom";
import { moneyText } from "./money";
import type { EstimateView, JobView } from "./view-model";

/** A job's lines as a table: description, hours or quantity, unit price and line total (never cost). */
export function jobTable(estimate: EstimateView, job: JobView): HTMLTableElement {
  const money = (cents: number) => moneyText(cents, estimate.currencySymbol);
  const head = el(
    "thead",
    {},
    el(
      "tr",
      {},
      el("th", { scope: "col" }, "Description"),
      el("th", { scope: "col", class: "number" }, "Hours / Qty"),
      el("th", { scope: "col", class: "number" }, "Unit Price"),
      el("th", { scope: "col", class: "number" }, "Total"),
    ),
  );
  const rows = job.lines.map((line) =>
    el(
      "tr",
      {},
      el("td", {}, line.description, line.detail !== "" && el("span", { class: "detail" }, line.detail)),
      el("td", { class: "number" }, line.amount),
      el("td", { class: "number" }, line.unitPriceCents === null ? "" : money(line.unitPriceCents)),
      el("td", { class: "number" }, money(line.totalCents)),
    ),
  );
  const foot = el(
    "tfoot",
    {},
    el("tr", {}, el("th", { scope: "row", colspan: "3" }, "Job total"), el("td", { class: "number" }, money(job.totalCents))),
  );
  return el("table", {}, el("caption", { class: "visually-hidden" }, `Lines of ${job.name}`), head, el("tbody", {}, ...rows), foot);
}

/** The estimate's totals as a list of terms: Subtotal, Discount (when there is one), Tax and Total. */
export function totalsList(estimate: EstimateView): HTMLDListElement {
  const money = (cents: number) => moneyText(cents, estimate.currencySymbol);
  const row = (term: string, cents: number, strong = false) =>
    el("div", { class: strong ? "total strong" : "total" }, el("dt", {}, term), el("dd", {}, money(cents)));
  return el(
    "dl",
    { class: "totals" },
    row("Subtotal", estimate.subtotalCents),
    estimate.discountCents !== 0 && row("Discount", estimate.discountCents),
    row("Tax", estimate.taxCents),
    row("Total", estimate.totalCents, true),
  );
}
