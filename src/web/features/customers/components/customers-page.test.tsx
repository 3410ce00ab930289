import { configure, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useParams } from "react-router";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { Customer } from "@/shared/schemas/customers";
import { staleAfterChange } from "@/web/lib/query-keys";
import { makeProfile } from "@/web/testing/make-profile";
import { stubScreen } from "@/web/testing/narrow-screen";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, listQueries, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import { customerListHandler, makeCustomer, makeUpgradeReport } from "../testing/make-customer";
import { CustomersPage } from "./customers-page";

configure({ asyncUtilTimeout: 5000 });

const jane = makeCustomer();
const sam = makeCustomer({
  id: "cus-2",
  name: "Sam Lee",
  phones: [
    { kind: "Work", number: "555-0202" },
    { kind: "Home", number: "555-0203" },
  ],
  email: "",
  preferredContact: "Text",
  createdAt: "2026-10-01T09:00:00.000Z",
});
const ola = makeCustomer({ id: "cus-3", name: "Ola Nordmann", phones: [], email: "ola@example.com", preferredContact: "Email" });

function CustomerProbe() {
  return <h1>Customer page {useParams().id}</h1>;
}

function stub(customers: Customer[] | (() => Customer[]), routes: Record<string, ApiHandler> = {}, { pageSize, role = "Service Advisor" }: { pageSize?: number; role?: Role } = {}) {
  const list = typeof customers === "function" ? customers : () => customers;
  return stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }) }),
    "GET /api/customers": customerListHandler(list, pageSize),
    ...routes,
  });
}

function renderPage(initialEntry = "/customers") {
  return renderWithProviders(
    <Routes>
      <Route path="/customers" element={<CustomersPage />} />
      <Route path="/customers/:id" element={<CustomerProbe />} />
    </Routes>,
    { initialEntries: [initialEntry] },
  );
}

function cellsOf(name: string) {
  const row = screen.getByRole("link", { name }).closest("tr")!;
  return within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
}

describe("Customers", { timeout: 30_000 }, () => {
  it("lists customers in the server's order with name, phone numbers, e-mail, preferred contact and the day added", async () => {
    stub([jane, sam, ola]);
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Customers" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading customers" })).toBeInTheDocument();
    await screen.findByRole("link", { name: "Jane Driver" });

    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Name", "Phone Numbers", "Email", "Preferred Contact", "Added"]);
    expect(cellsOf("Sam Lee").slice(0, 4)).toEqual(["Sam Lee", "Work 555-0202, Home 555-0203", "", "Text"]);
    expect(cellsOf("Jane Driver").slice(0, 4)).toEqual(["Jane Driver", "Mobile 555-0101", "jane@example.com", "Phone"]);
    expect(screen.getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual(["Jane Driver", "Sam Lee", "Ola Nordmann"]);
    expect(screen.getByText("Showing 3 customers")).toBeInTheDocument();
  });

  it("searches on the server once typing pauses, a request per pause", async () => {
    const calls = stub([jane, sam]);
    const { user } = renderPage();
    await screen.findByRole("link", { name: "Jane Driver" });
    await user.type(screen.getByRole("searchbox", { name: "Search customers" }), "0202");
    expect(screen.getByRole("table")).toHaveAttribute("aria-busy", "true");

    await waitFor(() => expect(listQueries(calls, "/api/customers").at(-1)?.search).toBe("0202"), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole("link", { name: "Jane Driver" })).toBeNull());
    expect(screen.getByRole("link", { name: "Sam Lee" })).toBeInTheDocument();
    // Asked once per pause in typing: never for a text that was not typed, and not once per key.
    const searched = listQueries(calls, "/api/customers").map((query) => query.search);
    expect(searched[0]).toBeUndefined();
    expect(searched.slice(1).every((text) => text !== undefined && "0202".startsWith(text))).toBe(true);
  });

  it("says No customers found, with no empty table", async () => {
    stub([]);
    renderPage();
    expect(await screen.findByText("No customers found")).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("loads more with Load more, asking from the last page's cursor", async () => {
    const calls = stub([jane, sam, ola], {}, { pageSize: 2 });
    const { user } = renderPage();
    await screen.findByRole("link", { name: "Jane Driver" });
    expect(screen.queryByRole("link", { name: "Ola Nordmann" })).toBeNull();
    expect(screen.getByText("Showing 2 customers; more are not loaded yet")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "Ola Nordmann" })).toBeInTheDocument();
    expect(listQueries(calls, "/api/customers").at(-1)?.cursor).toBe("2");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("shows a card per customer at 375 px, each opening the customer's page", async () => {
    stubScreen({ narrow: true });
    stub([jane, sam]);
    const { user } = renderPage();
    const list = await screen.findByRole("list", { name: "Customers" });
    expect(screen.queryByRole("table")).toBeNull();
    const [first, second] = within(list).getAllByRole("listitem");
    expect(within(first!).getByRole("heading", { name: "Jane Driver" })).toBeInTheDocument();
    expect(within(first!).getByText("Mobile 555-0101")).toBeInTheDocument();
    expect(within(first!).getByText("jane@example.com")).toBeInTheDocument();
    expect(within(second!).getByText("Work 555-0202, Home 555-0203")).toBeInTheDocument();

    await user.click(within(second!).getByRole("link", { name: "Sam Lee" }));
    expect(await screen.findByRole("heading", { name: "Customer page cus-2" })).toBeInTheDocument();
  });

  it("opens a customer from a click on the row, and by keyboard on the name", async () => {
    stub([jane, sam]);
    const first = renderPage();
    await first.user.click(within(await screen.findByRole("row", { name: /Sam Lee/ })).getByText("Text"));
    expect(await screen.findByRole("heading", { name: "Customer page cus-2" })).toBeInTheDocument();
    first.unmount();

    const second = renderPage();
    (await screen.findByRole("link", { name: "Jane Driver" })).focus();
    await second.user.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { name: "Customer page cus-1" })).toBeInTheDocument();
  });

  it("adds a New Customer from the dialog and opens their page", async () => {
    const calls = stub([jane], {
      "POST /api/customers": (call) => jsonResponse(201, { customer: makeCustomer({ ...(call.body as Partial<Customer>), id: "cus-9" }) }),
    });
    const { user } = renderPage();
    await screen.findByRole("link", { name: "Jane Driver" });
    await user.click(screen.getByRole("button", { name: "New Customer" }));
    const dialog = screen.getByRole("dialog", { name: "New Customer" });
    await user.type(within(dialog).getByLabelText("Name"), "Ravi Patel");
    await user.click(within(dialog).getByRole("button", { name: "Add Phone Number" }));
    await user.type(within(within(dialog).getByRole("group", { name: "Phone 1" })).getByLabelText("Number"), "555 0303");
    await user.click(within(dialog).getByRole("button", { name: "Add Customer" }));

    expect(await screen.findByRole("heading", { name: "Customer page cus-9" })).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Ravi Patel",
      phones: [{ kind: "Mobile", number: "555 0303" }],
      email: "",
      address: "",
      preferredContact: "Phone",
      notes: "",
      remindersAgreed: false,
    });
    expect(screen.getByText("Customer Added")).toBeInTheDocument();
  });

  it("refreshes when a customers change is announced", async () => {
    let customers = [jane];
    stub(() => customers);
    const { queryClient } = renderPage();
    await screen.findByRole("link", { name: "Jane Driver" });
    customers = [ola, jane];
    for (const queryKey of staleAfterChange("customers")) await queryClient.invalidateQueries({ queryKey });
    expect(await screen.findByRole("link", { name: "Ola Nordmann" })).toBeInTheDocument();
  });

  it("toasts Error fetching customers with the server's message and offers to try again", async () => {
    stub([], { "GET /api/customers": () => errorResponse(500, "internal", "The server failed.") });
    renderPage();
    expect(await screen.findByText("Error fetching customers")).toBeInTheDocument();
    expect(screen.getByText("The server failed.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("Matched from earlier records", { timeout: 30_000 }, () => {
  it("loads the upgrade report only when opened: counts, records left with links, and possible duplicates", async () => {
    const sam2 = makeCustomer({ id: "cus-2", name: "Jane Driver", phones: [{ kind: "Home", number: "555-0999" }] });
    const calls = stub([jane], {
      "GET /api/customers/upgrade-report": () => jsonResponse(200, { ...makeUpgradeReport() }),
      "GET /api/customers/cus-1": () => jsonResponse(200, { customer: jane }),
      "GET /api/customers/cus-2": () => jsonResponse(200, { customer: sam2 }),
    }, { role: "Manager" });
    const { user } = renderPage();
    await screen.findByRole("link", { name: "Jane Driver" });
    const toggle = screen.getByRole("button", { name: "Matched from earlier records" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(calls.some((call) => call.path === "/api/customers/upgrade-report")).toBe(false);

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const matched = await screen.findByLabelText("Matched on");
    expect(within(matched).getByText("Matched on email").nextSibling).toHaveTextContent("5");
    expect(within(matched).getByText("Matched on phone").nextSibling).toHaveTextContent("4");
    expect(within(matched).getByText("Matched on name").nextSibling).toHaveTextContent("3");

    const left = screen.getByRole("region", { name: "Left for a person" });
    expect(within(left).getByRole("link", { name: "Ticket of “J. Driver”" })).toHaveAttribute("href", "/service-tickets?search=tic-9");
    expect(within(left).getByText("Two customers have this name.")).toBeInTheDocument();

    const duplicates = screen.getByRole("region", { name: "Possible duplicates" });
    await waitFor(() => expect(within(duplicates).getAllByRole("link", { name: "Jane Driver" })).toHaveLength(2));
    expect(within(duplicates).getAllByRole("link", { name: "Jane Driver" }).map((link) => link.getAttribute("href"))).toEqual(["/customers/cus-1", "/customers/cus-2"]);
    expect(within(duplicates).getByRole("button", { name: "Merge Customers, pair 1" })).toBeInTheDocument();
  });

  it("offers no merge to a Service Advisor", async () => {
    stub([jane], {
      "GET /api/customers/upgrade-report": () => jsonResponse(200, makeUpgradeReport()),
      "GET /api/customers/cus-1": () => jsonResponse(200, { customer: jane }),
      "GET /api/customers/cus-2": () => jsonResponse(200, { customer: jane }),
    });
    const { user } = renderPage();
    await screen.findByRole("link", { name: "Jane Driver" });
    await user.click(screen.getByRole("button", { name: "Matched from earlier records" }));
    const duplicates = await screen.findByRole("region", { name: "Possible duplicates" });
    expect(within(duplicates).getByText("Same name, different phone numbers.")).toBeInTheDocument();
    expect(within(duplicates).queryByRole("button", { name: /Merge Customers/ })).toBeNull();
  });
});
