import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Recommendation } from "@/shared/schemas/recommendations";
import { formatDate } from "@/web/lib/format-date-time";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi } from "@/web/testing/stub-api";
import { makeRecommendation } from "../testing/make-recommendation";
import { RepairOrderRecommendations } from "./repair-order-recommendations";

configure({ asyncUtilTimeout: 5000 });

const CARD_ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const LIST = `/api/job-cards/${CARD_ID}/recommendations`;
const pads = makeRecommendation();
const ADD = `${LIST}/${pads.inspectionId}/items/${pads.itemId}/estimate`;

/** A server holding the card's recommendations; Add to Estimate marks one as on the estimate. */
function stubRecommendations(initial: Recommendation[], add: () => Response = () => jsonResponse(201, {})) {
  let recommendations = initial;
  return stubApi({
    [`GET ${LIST}`]: () => jsonResponse(200, { recommendations }),
    [`POST ${ADD}`]: () => {
      const answer = add();
      if (answer.status !== 201) return answer;
      recommendations = recommendations.map((item) => (item.itemId === pads.itemId ? { ...item, onEstimate: true } : item));
      return jsonResponse(201, { jobId: "job-new" });
    },
  });
}

describe("Recommendations on the repair order", { timeout: 15_000 }, () => {
  it("shows nothing while the vehicle has none", async () => {
    const calls = stubRecommendations([]);
    renderWithProviders(<RepairOrderRecommendations jobCardId={CARD_ID} canAdd />);
    await waitFor(() => expect(calls.some((call) => call.path === LIST)).toBe(true));
    expect(screen.queryByRole("heading", { name: "Recommendations" })).toBeNull();
  });

  it("lists the declined work and Add to Estimate puts it on the estimate, then says so", async () => {
    const calls = stubRecommendations([pads]);
    const { user } = renderWithProviders(<RepairOrderRecommendations jobCardId={CARD_ID} canAdd />);
    const section = (await screen.findByRole("region", { name: "Recommendations" })) as HTMLElement;
    expect(within(section).getByRole("listitem")).toHaveTextContent(`Declined on ${formatDate(pads.declinedAt)}: Front brake pads, 3 mm`);
    expect(within(section).getByText("Needs Attention")).toBeInTheDocument();

    await user.click(within(section).getByRole("button", { name: "Add Front brake pads to estimate" }));
    expect(await within(section).findByText("On the estimate")).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: "Add Front brake pads to estimate" })).toBeNull();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([ADD]);
  });

  it("says why when the server refuses, and keeps the button", async () => {
    stubRecommendations([pads], () => errorResponse(409, "conflict", "This finding is no longer a recommendation: it was approved or done since."));
    const { user } = renderWithProviders(<RepairOrderRecommendations jobCardId={CARD_ID} canAdd />);
    await user.click(await screen.findByRole("button", { name: "Add Front brake pads to estimate" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("no longer a recommendation");
    expect(screen.getByRole("button", { name: "Add Front brake pads to estimate" })).toBeEnabled();
  });

  it("offers no Add to Estimate to a role that does not price work, but shows the lines and what is on the estimate", async () => {
    stubRecommendations([pads, makeRecommendation({ itemId: "mpi-tire-lf", name: "Left front tire tread", onEstimate: true })]);
    renderWithProviders(<RepairOrderRecommendations jobCardId={CARD_ID} canAdd={false} />);
    const section = (await screen.findByRole("region", { name: "Recommendations" })) as HTMLElement;
    expect(within(section).getAllByRole("listitem")).toHaveLength(2);
    expect(within(section).queryByRole("button")).toBeNull();
    expect(within(section).getByText("On the estimate")).toBeInTheDocument();
  });
});
