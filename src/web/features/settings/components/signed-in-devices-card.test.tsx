import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { AccountSession } from "@/shared/schemas/account-sessions";
import { formatDateTime } from "@/web/lib/format-date-time";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import { SignedInDevicesCard } from "./signed-in-devices-card";

const CHROME_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const SAFARI_ON_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const FIREFOX_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

function session(id: string, userAgent: string, createdAt: string, current = false): AccountSession {
  return {
    id,
    createdAt,
    lastActiveAt: createdAt,
    expiresAt: "2031-01-01T00:00:00.000Z",
    userAgent,
    ipAddress: "203.0.113.7",
    current,
  };
}

const THIS_ONE = session("s-current", FIREFOX_ON_LINUX, "2030-03-04T10:00:00.000Z", true);
const LAPTOP = session("s-laptop", CHROME_ON_WINDOWS, "2030-03-05T08:30:00.000Z");
const PHONE = session("s-phone", SAFARI_ON_IPHONE, "2030-03-01T18:15:00.000Z");

const laptopLabel = `Sign out Chrome on Windows, signed in ${formatDateTime(LAPTOP.createdAt)}`;

// As the server lists them: newest first.
function renderCard(routes: Record<string, ApiHandler> = {}, sessions = [LAPTOP, THIS_ONE, PHONE]) {
  const calls = stubApi({ "GET /api/account/sessions": () => jsonResponse(200, { sessions }), ...routes });
  const view = renderWithProviders(
    <Routes>
      <Route path="/" element={<SignedInDevicesCard />} />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
  );
  return { ...view, calls };
}

describe("Signed-in Devices card", () => {
  it("lists each device in words, this device first and marked, and offers Sign out for the others only", async () => {
    renderCard();
    const list = await screen.findByRole("list", { name: "Signed-in devices" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Firefox on Linux"),
      expect.stringContaining("Chrome on Windows"),
      expect.stringContaining("Safari on iPhone"),
    ]);
    expect(within(items[0]!).getByText("This device")).toBeInTheDocument();
    expect(within(items[1]!).queryByText("This device")).not.toBeInTheDocument();
    expect(within(items[1]!).getByText(`Signed in ${formatDateTime(LAPTOP.createdAt)}`)).toBeInTheDocument();
    expect(within(items[1]!).getByText(/^Last active /)).toBeInTheDocument();

    expect(within(items[0]!).queryByRole("button", { name: /^Sign out/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: laptopLabel })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Sign out Safari on iPhone, signed in / })).toBeInTheDocument();
  });

  it("signs out one other device and shows the list the server then holds", async () => {
    let sessions = [LAPTOP, THIS_ONE, PHONE];
    const { user, calls } = renderCard({
      "GET /api/account/sessions": () => jsonResponse(200, { sessions }),
      "DELETE /api/account/sessions/s-laptop": () => {
        sessions = [THIS_ONE, PHONE];
        return new Response(null, { status: 204 });
      },
    });
    await user.click(await screen.findByRole("button", { name: laptopLabel }));

    expect(await screen.findByText("Device Signed Out")).toBeInTheDocument();
    expect(calls).toContainEqual({ method: "DELETE", path: "/api/account/sessions/s-laptop", query: {}, body: undefined });
    const list = screen.getByRole("list", { name: "Signed-in devices" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    expect(within(list).queryByText("Chrome on Windows")).not.toBeInTheDocument();
  });

  it("toasts the server's message when a device cannot be signed out", async () => {
    const { user } = renderCard({
      "DELETE /api/account/sessions/s-laptop": () => errorResponse(404, "not_found", "No such session."),
    });
    await user.click(await screen.findByRole("button", { name: laptopLabel }));

    const title = await screen.findByText("Could not sign out the device");
    expect(within(title.closest("li")!).getByText("No such session.")).toBeInTheDocument();
  });

  it("signs out everywhere only after confirming, then goes to the login page", async () => {
    const { user, calls } = renderCard({
      "POST /api/account/sessions/sign-out-everywhere": () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole("button", { name: "Sign out everywhere" }));
    const dialog = screen.getByRole("alertdialog", { name: "Sign out everywhere?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Sign out everywhere" }));

    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(calls).toContainEqual({ method: "POST", path: "/api/account/sessions/sign-out-everywhere", query: {}, body: undefined });
  });

  it("says when the devices cannot be loaded and tries again", async () => {
    let fail = true;
    const { user } = renderCard({
      "GET /api/account/sessions": () =>
        fail ? errorResponse(503, "unavailable", "The database is busy.") : jsonResponse(200, { sessions: [THIS_ONE] }),
    });
    expect(await screen.findByText("The signed-in devices could not be loaded.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("This device")).toBeInTheDocument();
  });
});
