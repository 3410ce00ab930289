import { configure, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { Invoice } from "@/shared/schemas/invoices";
import { localDateKey } from "@/web/lib/date-keys";
import { writeLocal } from "@/web/lib/local-settings";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import { INVOICE_ID, makeFinalizedInvoice, makeInvoice, makePayment } from "../testing/make-invoice";
import { InvoicePage } from "./invoice-page";

const SLOW_TEST_MS = 20_000;
configure({ asyncUtilTimeout: 5000 });

const invoicePath = `/api/invoices/${INVOICE_ID}`;

function stub(role: Role, invoice: () => Invoice, routes: Record<string, ApiHandler> = {}) {
  return stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }) }),
    [`GET ${invoicePath}`]: () => jsonResponse(200, { invoice: invoice() }),
    ...routes,
  });
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/invoices/:id" element={<InvoicePage invoiceId={INVOICE_ID} />} />
      <Route path="/invoices" element={<p>Invoices list</p>} />
    </Routes>,
    { initialEntries: [`/invoices/${INVOICE_ID}`] },
  );
}


describe("Invoice page", { timeout: SLOW_TEST_MS }, () => {
  it("edits a draft's line, saves it with the rowVersion it showed, and finalizes it with today's date", async () => {
    let stored = makeInvoice();
    const calls = stub("Service Advisor", () => stored, {
      [`PUT ${invoicePath}`]: (call) => {
        const body = call.body as Pick<Invoice, "jobs" | "discountCents">;
        stored = makeInvoice({ rowVersion: 2, discountCents: body.discountCents, jobs: body.jobs.map((job) => ({ ...job, totalCents: 22500 })), totalCents: 22500 });
        return jsonResponse(200, { invoice: stored });
      },
      [`POST ${invoicePath}/finalize`]: () => {
        stored = makeFinalizedInvoice({ rowVersion: 3 });
        return jsonResponse(200, { invoice: stored });
      },
    });
    const { user } = renderPage();
    expect(await screen.findByRole("heading", { name: "Draft Invoice" })).toBeInTheDocument();
    expect(screen.getByText("Draft")).toBeInTheDocument();
    expect(screen.getByText("Authorised Total").closest("div")).toHaveTextContent("$255.00");

    const job = screen.getByRole("region", { name: "Job Front brakes" });
    const labor = within(job).getByRole("group", { name: "Labor line" });
    await user.clear(within(labor).getByLabelText("Hours"));
    await user.type(within(labor).getByLabelText("Hours"), "1.5");
    expect(within(job).getByLabelText("Total of job Front brakes")).toHaveTextContent("$200.00");
    await user.click(within(within(job).getByRole("group", { name: "Part line" })).getByRole("button", { name: "Remove part line" }));
    expect(screen.getByText("Total").closest("div")).toHaveTextContent("Total$150.00");

    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText("Draft Saved")).toBeInTheDocument();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.body).toMatchObject({
      rowVersion: 1,
      discountCents: 0,
      jobs: [{ id: "job-brakes", name: "Front brakes", lines: [{ id: "l1", kind: "labor", hoursTenths: 15, rateCents: 10000 }] }],
    });

    await user.click(screen.getByRole("button", { name: "Finalize Invoice" }));
    expect(await screen.findByRole("heading", { name: "Invoice INV-000042" })).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith("/finalize"))?.body).toEqual({ invoiceDate: localDateKey(new Date()) });
    expect(screen.getByText("Unpaid")).toBeInTheDocument();
    expect(screen.getByText("Balance Due").closest("div")).toHaveTextContent("$255.00");
    expect(screen.queryByRole("button", { name: "Save Draft" })).toBeNull();
  });

  it("shows the draft as stored now when someone else saved it first", async () => {
    const theirs = makeInvoice({ rowVersion: 2, jobs: [{ ...makeInvoice().jobs[0]!, name: "Brakes, as changed elsewhere" }] });
    // The server holds their draft from the start; this screen read the draft before they saved.
    let reads = 0;
    stub("Service Advisor", () => (reads++ === 0 ? makeInvoice() : theirs), {
      [`PUT ${invoicePath}`]: () =>
        jsonResponse(409, { error: { code: "conflict", message: "This invoice was changed by someone else.", details: { current: theirs } } }),
    });
    const { user } = renderPage();
    const job = await screen.findByRole("region", { name: "Job Front brakes" });
    await user.type(within(job).getByLabelText("Job Name"), " and pads");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText("This invoice was changed by someone else.")).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Job Brakes, as changed elsewhere" })).toBeInTheDocument();
  });

  it("shows a finalize above the authorised total in this browser's currency, with the way on, and stays a draft", async () => {
    writeLocal("currencySymbol", "€");
    stub("Service Advisor", () => makeInvoice(), {
      [`POST ${invoicePath}/finalize`]: () =>
        jsonResponse(409, {
          error: {
            code: "invoice_above_authorised",
            message: "The invoice total is above what the customer approved. Invoice total: $300.00. Approved: $255.00.",
            details: { invoiceTotalCents: 30000, authorisedTotalCents: 25500 },
          },
        }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Finalize Invoice" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The invoice total is above what the customer approved. Invoice total: €300.00. Approved: €255.00.");
    expect(alert).toHaveTextContent("Send for Approval");
    expect(alert).toHaveTextContent("Record Approval");
    expect(screen.getByRole("heading", { name: "Draft Invoice" })).toBeInTheDocument();
  });

  it("deletes a draft after asking, and goes to the invoices list", async () => {
    const calls = stub("Service Advisor", () => makeInvoice(), { [`DELETE ${invoicePath}`]: () => new Response(null, { status: 204 }) });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Delete Draft" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Draft" });
    await user.click(within(confirm).getByRole("button", { name: "Delete Draft" }));
    expect(await screen.findByText("Invoices list")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "DELETE" && call.path === invoicePath)).toBe(true);
  });

  it("offers an Advisor print, mail and payment on a finalized invoice, but not void", async () => {
    stub("Service Advisor", () => makeFinalizedInvoice({ canEmail: true }));
    renderPage();
    expect(await screen.findByRole("heading", { name: "Invoice INV-000042" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Print Invoice" })).toHaveAttribute("href", `/invoices/${INVOICE_ID}/print`);
    expect(screen.getByRole("button", { name: "Email Invoice" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Record Payment" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Void Invoice" })).toBeNull();
    expect(screen.getByText("Amount Paid").closest("div")).toHaveTextContent("$0.00");
  });

  it("mails the invoice with this browser's currency symbol and says where it went", async () => {
    writeLocal("currencySymbol", "€");
    const calls = stub("Service Advisor", () => makeFinalizedInvoice({ canEmail: true }), {
      [`POST ${invoicePath}/email`]: () => jsonResponse(200, { emailedTo: "jane@example.com" }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Email Invoice" }));
    expect(await screen.findByText("Invoice INV-000042 was sent to jane@example.com.")).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith("/email"))?.body).toEqual({ currencySymbol: "€" });
  });

  it("hides Email Invoice when the invoice cannot be mailed", async () => {
    stub("Manager", () => makeFinalizedInvoice({ canEmail: false }));
    renderPage();
    expect(await screen.findByRole("button", { name: "Void Invoice" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Email Invoice" })).toBeNull();
  });

  it("records a payment: the balance by default, the method and today's date, and refuses more than the balance under Amount", async () => {
    let stored = makeFinalizedInvoice();
    const calls = stub("Service Advisor", () => stored, {
      [`POST ${invoicePath}/payments`]: () => {
        stored = makeFinalizedInvoice({
          status: "Partially Paid",
          amountPaidCents: 10000,
          balanceDueCents: 15500,
          payments: [makePayment({ note: "Deposit" })],
        });
        return jsonResponse(201, { invoice: stored });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Record Payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Record Payment" });
    expect(within(dialog).getByLabelText("Amount")).toHaveValue(255);
    expect(within(dialog).getByLabelText("Date")).toHaveValue(localDateKey(new Date()));
    expect(within(within(dialog).getByLabelText("Method")).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Cash",
      "Card",
      "Check",
      "Bank Transfer",
      "Other",
    ]);

    await user.clear(within(dialog).getByLabelText("Amount"));
    await user.type(within(dialog).getByLabelText("Amount"), "300");
    await user.click(within(dialog).getByRole("button", { name: "Record Payment" }));
    expect(within(dialog).getByLabelText("Amount")).toHaveAccessibleDescription("The payment is more than the balance due. Balance due: $255.00.");
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    const date = within(dialog).getByLabelText("Date");
    await user.clear(date);
    await user.type(date, "1899-12-31");
    await user.click(within(dialog).getByRole("button", { name: "Record Payment" }));
    expect(date).toHaveAccessibleDescription("Date must fall between 1900-01-01 and 2100-12-31.");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    await user.clear(date);
    await user.type(date, localDateKey(new Date()));

    await user.clear(within(dialog).getByLabelText("Amount"));
    await user.type(within(dialog).getByLabelText("Amount"), "100");
    await user.selectOptions(within(dialog).getByLabelText("Method"), "Card");
    await user.type(within(dialog).getByLabelText("Note"), "Deposit");
    await user.click(within(dialog).getByRole("button", { name: "Record Payment" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Record Payment" })).toBeNull());
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ amountCents: 10000, method: "Card", paidOn: localDateKey(new Date()), note: "Deposit" });
    expect(await screen.findByText("Partially Paid")).toBeInTheDocument();
    expect(screen.getByText("Balance Due").closest("div")).toHaveTextContent("$155.00");
    expect(within(screen.getByRole("table", { name: "Payments" })).getByText("Deposit")).toBeInTheDocument();
  });

  it("shows the server's refusal of a payment under Amount", async () => {
    stub("Service Advisor", () => makeFinalizedInvoice(), {
      [`POST ${invoicePath}/payments`]: () =>
        errorResponse(400, "validation_failed", "Check the payment.", { amountCents: ["The payment is more than the balance due. Balance due: $100.00."] }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Record Payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Record Payment" });
    await user.click(within(dialog).getByRole("button", { name: "Record Payment" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Amount")).toHaveAccessibleDescription("The payment is more than the balance due. Balance due: $100.00."),
    );
  });

  it("lets a Manager reverse a payment with a reason; the payment stays listed, marked Reversed", async () => {
    let stored = makeFinalizedInvoice({ status: "Partially Paid", amountPaidCents: 10000, balanceDueCents: 15500, payments: [makePayment()] });
    const calls = stub("Manager", () => stored, {
      [`POST ${invoicePath}/payments/pay-1/reverse`]: () => {
        stored = makeFinalizedInvoice({
          payments: [makePayment({ reversedAt: "2026-03-05T09:00:00.000Z", reversedBy: { name: "Max Manager", email: "max@example.com" }, reversalReason: "Card declined" })],
        });
        return jsonResponse(200, { invoice: stored });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Reverse payment of $100.00 on 2026-03-04" }));
    const dialog = await screen.findByRole("dialog", { name: "Reverse Payment" });
    await user.click(within(dialog).getByRole("button", { name: "Reverse Payment" }));
    expect(within(dialog).getByLabelText("Reason")).toHaveAccessibleDescription("A reason is required.");
    await user.type(within(dialog).getByLabelText("Reason"), "Card declined");
    await user.click(within(dialog).getByRole("button", { name: "Reverse Payment" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Reverse Payment" })).toBeNull());
    expect(calls.find((call) => call.path.endsWith("/reverse"))?.body).toEqual({ reason: "Card declined" });
    const payments = screen.getByRole("table", { name: "Payments" });
    expect(await within(payments).findByText("Reversed")).toBeInTheDocument();
    expect(within(payments).getByText(/Card declined/)).toBeInTheDocument();
    expect(within(payments).queryByRole("button", { name: /Reverse/ })).toBeNull();
  });

  it("lets a Manager void an invoice with a reason; it keeps its number, shows Void and takes no payment", async () => {
    let stored = makeFinalizedInvoice();
    const calls = stub("Manager", () => stored, {
      [`POST ${invoicePath}/void`]: () => {
        stored = makeFinalizedInvoice({ status: "Void", voidReason: "Billed twice", voidedAt: "2026-03-05T09:00:00.000Z" });
        return jsonResponse(200, { invoice: stored });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Void Invoice" }));
    const dialog = await screen.findByRole("dialog", { name: "Void Invoice" });
    await user.type(within(dialog).getByLabelText("Reason"), "Billed twice");
    await user.click(within(dialog).getByRole("button", { name: "Void Invoice" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Void Invoice" })).toBeNull());
    expect(calls.find((call) => call.path.endsWith("/void"))?.body).toEqual({ reason: "Billed twice" });
    expect(await screen.findByRole("note")).toHaveTextContent("Void: Billed twice");
    expect(screen.getByRole("heading", { name: "Invoice INV-000042" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Record Payment" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Void Invoice" })).toBeNull();
  });
});
