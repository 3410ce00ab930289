import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_CALENDAR } from "@/shared/schemas/shop-calendar";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import { RequestAppointmentPage } from "./request-appointment-page";

configure({ asyncUtilTimeout: 5000 });

/** Open every day 08:00-10:00 in New York, so any date the test picks has times. */
const form = {
  shopName: "Main Street Motors",
  timeZone: "America/New_York",
  openingHours: DEFAULT_SHOP_CALENDAR.openingHours.map((day) => ({ ...day, closed: false, opens: "08:00", closes: "10:00" })),
  slotMinutes: 30,
};

function stub(send: ApiHandler) {
  return stubApi({
    "GET /api/public/appointment-requests/form": () => jsonResponse(200, form),
    "POST /api/public/appointment-requests": send,
  });
}

/** A date well ahead, as the date input holds it. */
const nextYear = `${new Date().getFullYear() + 1}-06-15`;

type User = ReturnType<typeof renderWithProviders>["user"];

/** Pastes into a field: what a user types, without the wait of a key at a time. */
async function enter(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillIn(user: User) {
  await enter(user, "Your name", "Jane Doe");
  await enter(user, "E-mail", "jane@example.com");
  await enter(user, "Vehicle (year, make and model)", "2019 Toyota Camry");
  await enter(user, "What it needs", "Brakes squeal");
  await user.type(screen.getByLabelText("Preferred date"), nextYear);
  await user.selectOptions(screen.getByLabelText("Preferred time"), "09:30");
}

describe("Request Appointment", { timeout: 60_000 }, () => {
  it("offers times within the shop's opening hours, sends the request and thanks the customer", async () => {
    const calls = stub(() => new Response(null, { status: 202 }));
    const { user } = renderWithProviders(<RequestAppointmentPage />);

    expect(screen.getByRole("heading", { level: 1, name: "Request Appointment" })).toBeInTheDocument();
    expect(await screen.findByText("Main Street Motors")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Preferred date"), nextYear);
    expect(within(screen.getByLabelText("Preferred time")).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Choose a time",
      "08:00",
      "08:30",
      "09:00",
      "09:30",
    ]);
    await user.clear(screen.getByLabelText("Preferred date"));
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Request Appointment" }));

    expect(await screen.findByRole("heading", { name: "Thank you" })).toBeInTheDocument();
    const body = calls.find((call) => call.method === "POST")?.body as Record<string, string>;
    expect(body).toMatchObject({ name: "Jane Doe", email: "jane@example.com", phone: "", vehicle: "2019 Toyota Camry", requestedWork: "Brakes squeal", website: "" });
    expect(new Intl.DateTimeFormat("en-GB", { timeZone: "America/New_York", hour: "2-digit", minute: "2-digit" }).format(new Date(body.preferredAt!))).toBe("09:30");
  });

  it("says what is missing and sends nothing", async () => {
    const calls = stub(() => new Response(null, { status: 202 }));
    const { user } = renderWithProviders(<RequestAppointmentPage />);
    await screen.findByText("Main Street Motors");

    await user.click(screen.getByRole("button", { name: "Request Appointment" }));

    expect(screen.getByLabelText("Your name")).toHaveAccessibleDescription("Your name is required.");
    expect(screen.getByLabelText("What it needs")).toHaveAccessibleDescription("Tell us what the vehicle needs.");
    expect(screen.getByLabelText("Preferred date")).toHaveAccessibleDescription("Choose a date.");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("asks for a way to confirm when neither phone nor e-mail is given", async () => {
    const calls = stub(() => new Response(null, { status: 202 }));
    const { user } = renderWithProviders(<RequestAppointmentPage />);
    await screen.findByText("Main Street Motors");

    await fillIn(user);
    await user.clear(screen.getByLabelText("E-mail"));
    await user.click(screen.getByRole("button", { name: "Request Appointment" }));

    expect(screen.getByLabelText("Phone")).toHaveAccessibleDescription("Give a phone number or an e-mail address so we can confirm.");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("shows the server's message plainly when there were too many tries", async () => {
    stub(() => errorResponse(429, "rate_limited", "Too many requests from this address. Try again later."));
    const { user } = renderWithProviders(<RequestAppointmentPage />);
    await screen.findByText("Main Street Motors");

    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Request Appointment" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests from this address. Try again later.");
    expect(screen.queryByRole("heading", { name: "Thank you" })).not.toBeInTheDocument();
  });
});
