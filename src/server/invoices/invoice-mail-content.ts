import { formatCents } from "../../shared/format/money";
import { lineDescription, lineQuantity, lineUnitCents } from "../../shared/format/invoice-line-text";
import { lineTotalCents } from "../../shared/money/estimate-lines";
import type { Invoice } from "../../shared/schemas/invoices";
import { html, htmlLines, joinHtml } from "../mail/html";
import type { MailMessage } from "../mail/mailer";

function present(...parts: (string | null)[]): string[] {
  return parts.filter((part): part is string => Boolean(part?.trim()));
}

// Mail clients drop <style> blocks and class names, so every style is written on its element.
const CELL = "padding:6px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top";
const AMOUNT = `${CELL};text-align:right;white-space:nowrap`;
const HEAD = "padding:6px 8px;border-bottom:2px solid #333;text-align:left;font-weight:bold";
const HEAD_AMOUNT = `${HEAD};text-align:right`;

/**
 * The finalized invoice as mail: the same content as its print view (the shop's name, address and
 * phone, number and date, customer, VIN, each job's lines, the totals, the payments and the
 * balance), as HTML and as plain text for clients that show only text. Money is written with the
 * sender's currency symbol, as their print view shows it.
 */
export function invoiceMail(invoice: Invoice, to: string, currencySymbol: string): MailMessage {
  const money = (cents: number) => formatCents(cents, currencySymbol);
  const { parties } = invoice;
  const shopName = parties.shopName.trim() || "Your repair shop";
  const title = `Invoice ${invoice.number ?? ""}`.trim();
  const shopLines = present(parties.shopAddress, parties.shopPhone);
  const customer = present(parties.customerName, parties.customerContact).join("\n") || "N/A";
  const details: [string, string][] = [
    ["Invoice Date", invoice.invoiceDate ?? ""],
    ["Status", invoice.status],
    ["Customer", customer],
    ["VIN", parties.vin?.trim() || "N/A"],
  ];
  const totals: [string, number, boolean][] = [
    ["Subtotal", invoice.subtotalCents, false],
    ["Discount", invoice.discountCents, false],
    ["Tax", invoice.taxCents, false],
    ["Total", invoice.totalCents, true],
    ["Amount Paid", invoice.amountPaidCents, false],
    ["Balance Due", invoice.balanceDueCents, true],
  ];
  const reversal = (payment: Invoice["payments"][number]) =>
    payment.reversedAt === null ? "" : `Reversed${payment.reversalReason ? `: ${payment.reversalReason}` : ""}`;

  const body = html`<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111">
<div style="max-width:680px;margin:0 auto">
<p style="margin:0;font-size:22px;font-weight:bold">${shopName}</p>
${shopLines.length > 0 && html`<p style="margin:4px 0 0">${joinHtml(shopLines.map(htmlLines), html`<br>`)}</p>`}
<h1 style="margin:16px 0 8px;font-size:18px">${title}</h1>
<table role="presentation" style="border-collapse:collapse;margin-bottom:16px">
${details.map(([term, value]) => html`<tr><th style="padding:2px 16px 2px 0;text-align:left;vertical-align:top;color:#555">${term}</th><td style="padding:2px 0">${htmlLines(value)}</td></tr>`)}
</table>
<table style="width:100%;border-collapse:collapse;margin-bottom:16px">
<thead><tr><th style="${HEAD}">Description</th><th style="${HEAD_AMOUNT}">Qty</th><th style="${HEAD_AMOUNT}">Unit Price</th><th style="${HEAD_AMOUNT}">Amount</th></tr></thead><tbody>
${invoice.jobs.map(
  (job) => html`<tr style="background:#f3f3f3"><td colspan="3" style="${CELL};font-weight:bold">${job.name}</td><td style="${AMOUNT};font-weight:bold">${money(job.totalCents)}</td></tr>
${job.lines.map(
  (line) =>
    html`<tr><td style="${CELL}">${lineDescription(line)}</td><td style="${AMOUNT}">${lineQuantity(line)}</td><td style="${AMOUNT}">${money(lineUnitCents(line))}</td><td style="${AMOUNT}">${money(lineTotalCents(line))}</td></tr>`,
)}`,
)}
</tbody></table>
<table style="margin:0 0 16px auto;border-collapse:collapse;min-width:260px">
${totals.map(
  ([term, cents, strong]) =>
    html`<tr${strong && html` style="font-weight:bold"`}><td style="padding:3px 16px 3px 0">${term}</td><td style="padding:3px 0;text-align:right;white-space:nowrap">${money(cents)}</td></tr>`,
)}
</table>
${
  invoice.payments.length > 0 &&
  html`<h2 style="margin:16px 0 8px;font-size:16px">Payments</h2>
<table style="width:100%;border-collapse:collapse"><thead><tr><th style="${HEAD}">Date</th><th style="${HEAD}">Method</th><th style="${HEAD_AMOUNT}">Amount</th><th style="${HEAD}">Note</th></tr></thead><tbody>
${invoice.payments.map((payment) => {
  const reversed = reversal(payment);
  const amountStyle = reversed ? `${AMOUNT};text-decoration:line-through` : AMOUNT;
  const note = joinHtml([payment.note, reversed && html`<strong>${reversed}</strong>`].filter(Boolean), html`<br>`);
  return html`<tr><td style="${CELL}">${payment.paidOn}</td><td style="${CELL}">${payment.method}</td><td style="${amountStyle}">${money(payment.amountCents)}</td><td style="${CELL}">${note}</td></tr>`;
})}
</tbody></table>`
}
</div></body></html>`;

  const text = [
    shopName,
    ...shopLines,
    "",
    title,
    ...details.map(([term, value]) => `${term}: ${value.replace(/\r?\n/g, ", ")}`),
    "",
    ...invoice.jobs.flatMap((job) => [
      `${job.name}: ${money(job.totalCents)}`,
      ...job.lines.map((line) => `  ${lineDescription(line)}: ${lineQuantity(line)} x ${money(lineUnitCents(line))} = ${money(lineTotalCents(line))}`),
    ]),
    "",
    ...totals.map(([term, cents]) => `${term}: ${money(cents)}`),
    ...(invoice.payments.length === 0
      ? []
      : [
          "",
          "Payments",
          ...invoice.payments.map((payment) => {
            const reversed = reversal(payment);
            return `  ${payment.paidOn} ${payment.method} ${money(payment.amountCents)}${payment.note ? ` (${payment.note})` : ""}${reversed ? ` [${reversed}]` : ""}`;
          }),
        ]),
    "",
  ].join("\n");

  return { to, subject: `${shopName}: ${title}`, text, html: body };
}
