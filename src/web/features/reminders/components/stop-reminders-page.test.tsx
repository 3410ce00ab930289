import { configure, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { REMINDER_STOP_BAD_LINK } from "@/shared/schemas/reminders";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi } from "@/web/testing/stub-api";
import { StopRemindersPage } from "./stop-reminders-page";

configure({ asyncUtilTimeout: 5000 });

describe("the Stop Reminders page", { timeout: 20_000 }, () => {
  it("asks first, then stops the reminders with the link's token and says so, with no account", async () => {
    const calls = stubApi({
      "POST /api/public/reminders/stop": () => jsonResponse(200, { stopped: true, shopName: "Ace Auto" }),
    });
    const { user } = renderWithProviders(<StopRemindersPage token="tok-123" />);
    expect(screen.getByRole("heading", { level: 1, name: "Stop Reminders" })).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Stop Reminders" }));
    expect(await screen.findByRole("status")).toHaveTextContent("You will get no more reminders from Ace Auto.");
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([{ token: "tok-123" }]);
  });

  it("shows the server's clear message for a bad token, and nothing to click without one", async () => {
    stubApi({
      "POST /api/public/reminders/stop": () => errorResponse(404, "not_found", REMINDER_STOP_BAD_LINK),
    });
    const { user, unmount } = renderWithProviders(<StopRemindersPage token="wrong" />);
    await user.click(screen.getByRole("button", { name: "Stop Reminders" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(REMINDER_STOP_BAD_LINK);
    unmount();

    renderWithProviders(<StopRemindersPage token="" />);
    expect(screen.getByRole("alert")).toHaveTextContent("This link is missing its token.");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
