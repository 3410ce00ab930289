import { act, screen, waitFor, within } from "@testing-library/react";
import type { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { INSPECTION_PHOTO_MAX_BYTES, INSPECTION_PHOTO_TOO_LARGE_MESSAGE, MULTI_POINT_INSPECTION_ID } from "@/shared/constants/inspections";
import { rateMeasurement } from "@/shared/inspections/rate-measurement";
import { MULTI_POINT_INSPECTION } from "@/shared/inspections/multi-point-inspection";
import type { Estimate } from "@/shared/schemas/estimates";
import { ALREADY_ON_ESTIMATE, INSPECTION_COMPLETED, type Inspection, type InspectionItem, type InspectionItemUpdate } from "@/shared/schemas/inspections";
import { staleAfterChange } from "@/web/lib/query-keys";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi, type ApiCall } from "@/web/testing/stub-api";
import { applyUpdate } from "../utils/item-changes";
import { InspectionSection } from "./inspection-section";

const CARD_ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const PATH = `/api/job-cards/${CARD_ID}/inspection`;
const ENGINE_OIL = "Engine oil level and condition";
const FRONT_PADS = "Front brake pads";

function freshInspection(): Inspection {
  return {
    id: "5f2504e0-4f89-41d3-9a0c-0305e82c3301",
    jobCardId: CARD_ID,
    templateId: MULTI_POINT_INSPECTION_ID,
    templateName: "Multi-Point Inspection",
    status: "In Progress",
    rowVersion: 1,
    startedBy: { name: "Tia Technician", email: "tech@example.com" },
    startedAt: "2026-11-29T08:00:00.000Z",
    completedBy: null,
    completedAt: null,
    sections: MULTI_POINT_INSPECTION.sections.map((section) => ({
      id: section.id,
      name: section.name,
      items: section.items.map((item) => ({
        itemId: item.id,
        name: item.name,
        measurement: item.measurement,
        rating: null,
        skipped: false,
        note: "",
        measuredValue: null,
        photos: [],
        estimateJobId: null,
      })),
    })),
  };
}

/** The server's item save: a measured value without a rating is rated by its thresholds. */
function serverSave(inspection: Inspection, itemId: string, update: InspectionItemUpdate): Inspection {
  const item = inspection.sections.flatMap((section) => section.items).find((candidate) => candidate.itemId === itemId)!;
  const rating = update.rating ?? (update.measuredValue !== null && update.measuredValue !== undefined && item.measurement ? rateMeasurement(item.measurement, update.measuredValue) : null);
  return applyUpdate(inspection, itemId, { ...update, rating });
}

/** A server holding one inspection (or none), answering as the real routes do. */
function stubInspection(initial: Inspection | null, overrides: Record<string, () => Response> = {}): { calls: ApiCall[]; current: () => Inspection | null } {
  let inspection = initial;
  const routes: Parameters<typeof stubApi>[0] = {
    [`GET ${PATH}`]: () => jsonResponse(200, { inspection }),
    [`POST ${PATH}`]: () => {
      inspection = freshInspection();
      return jsonResponse(201, { inspection });
    },
    [`POST ${PATH}/reopen`]: () => {
      inspection = { ...inspection!, status: "In Progress", completedAt: null, completedBy: null };
      return jsonResponse(200, { inspection });
    },
  };
  for (const item of freshInspection().sections.flatMap((section) => section.items)) {
    routes[`PUT ${PATH}/items/${item.itemId}`] = (call) => {
      inspection = serverSave(inspection!, item.itemId, call.body as InspectionItemUpdate);
      return jsonResponse(200, { inspection });
    };
  }
  for (const [route, answer] of Object.entries(overrides)) routes[route] = answer;
  return { calls: stubApi(routes), current: () => inspection };
}

const itemGroup = (name: string) => screen.getByRole("group", { name });
const pressed = (group: HTMLElement) =>
  within(group)
    .getAllByRole("button")
    .filter((button) => button.getAttribute("aria-pressed") === "true")
    .map((button) => button.textContent);

describe("InspectionSection", () => {
  it("starts the Multi-Point Inspection from the template chosen, then shows its sections with their findings", async () => {
    const { calls } = stubInspection(null);
    const { user } = renderWithProviders(<InspectionSection jobCardId={CARD_ID} canInspect canReopen={false} />);
    expect(await screen.findByRole("combobox", { name: "Template" })).toHaveValue(MULTI_POINT_INSPECTION_ID);
    await user.click(screen.getByRole("button", { name: "Start Inspection" }));
    expect(await screen.findByRole("heading", { name: "Brakes" })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toEqual([expect.objectContaining({ path: PATH, body: { templateId: MULTI_POINT_INSPECTION_ID } })]);
    expect(screen.getAllByText("0 findings")).toHaveLength(MULTI_POINT_INSPECTION.sections.length);
    expect(within(itemGroup(FRONT_PADS)).getByLabelText("Measurement (mm)")).toBeInTheDocument();
    expect(within(itemGroup(ENGINE_OIL)).queryByLabelText(/Measurement/)).toBeNull();
    expect(within(itemGroup(ENGINE_OIL)).getByLabelText(`Take photo of ${ENGINE_OIL}`).getAttribute("capture")).toBe("environment");
  });

  it("offers the shop's own templates after the built-in one and starts from the one chosen", async () => {
    const own = { ...MULTI_POINT_INSPECTION, id: "5f0c1a52-9d43-4d5e-9a52-0c7f1c6f2b11", name: "Quick brake check", builtIn: false, rowVersion: 1 };
    const { calls } = stubInspection(null, { "GET /api/inspection-templates": () => jsonResponse(200, { templates: [MULTI_POINT_INSPECTION, own] }) });
    const { user } = renderWithProviders(<InspectionSection jobCardId={CARD_ID} canInspect canReopen={false} />);
    const select = await screen.findByRole("combobox", { name: "Template" });
    await screen.findByRole("option", { name: "Quick brake check" });
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["Multi-Point Inspection", "Quick brake check"]);
    await user.selectOptions(select, "Quick brake check");
    await user.click(screen.getByRole("button", { name: "Start Inspection" }));
    await screen.findByRole("heading", { name: "Brakes" });
    expect(calls.filter((call) => call.method === "POST")).toEqual([expect.objectContaining({ path: PATH, body: { templateId: own.id } })]);
  });

  it("rates an item at once, and counts a finding in its section", async () => {
    const { calls } = stubInspection(freshInspection());
    const { user } = renderWithProviders(<InspectionSection jobCardId={CARD_ID} canInspect canReopen={false} />);
    await screen.findByRole("group", { name: ENGINE_OIL });
    await user.click(within(itemGroup(ENGINE_OIL)).getByRole("button", { name: "Urgent" }));
    expect(pressed(itemGroup(ENGINE_OIL))).toEqual(["Urgent"]);
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "PUT")).toEqual([
        expect.objectContaining({ path: `${PATH}/items/mpi-engine-oil`, body: { rating: "Urgent", skipped: false, note: "", measuredValue: null } }),
      ]),
    );
    expect(within(screen.getByText("Under the Hood").closest("details")!).getByText("1 finding")).toBeInTheDocument();
    await user.click(within(itemGroup(ENGINE_OIL)).getByRole("button", { name: "Skip" }));
    expect(pressed(itemGroup(ENGINE_OIL))).toEqual(["Skip"]);
  });

  it("puts the old rating back and says why when the save is refused", async () => {
    stubInspection(freshInspection(), { [`PUT ${PATH}/items/mpi-engine-oil`]: () => errorResponse(409, "conflict", INSPECTION_COMPLETED) });
    const { user } = renderWithProviders(<InspectionSection jobCardId={CARD_ID} canInspect canReopen={false} />);
    await screen.findByRole("group", { name: ENGINE_OIL });
    await user.click(within(itemGroup(ENGINE_OIL)).getByRole("button", { name: "Good" }));
    expect(await within(itemGroup(ENGINE_OIL)).findByText(`Not saved. ${INSPECTION_COMPLETED}`)).toBeInTheDocument();
    expect(pressed(itemGroup(ENGINE_OIL))).toEqual([]);
  });

  it("pre-selects the rating a typed measurement earns and saves both", async () => {
    const { calls, current } = stubInspection(freshInspection());
    const { user } = renderWithProviders(<InspectionSection jobCardId={CARD_ID} canInspect canReopen={false} />);
    await screen.findByRole("group", { name: FRONT_PADS });
    await user.type(within(itemGroup(FRONT_PADS)).getByLabelText("Measurement (mm)"), "3");
    expect(pressed(itemGroup(FRONT_PADS))).toEqual(["Needs Attention"]);
    await user.type(within(itemGroup(FRONT_PADS)).getByLabelText("Measurement (mm)"), ".5");
    await user.clear(within(itemGroup(FRONT_PADS)).getByLabelText("Measurement (mm)"));
    await user.type(within(itemGroup(FRONT_PADS)).getByLabelText("Measurement (mm)"), "1.5");
    expect(pressed(itemGroup(FRONT_PADS))).toEqual(["Urgent"]);
    await waitFor(() => expect(current()!.sections[1]!.items[0]).toMatchObject({ rating: "Urgent", measuredValue: 1.5 }));
    expect(calls.filter((call) => call.method === "PUT").at(-1)?.body).toEqual({ rating: "Urgent", skipped: false, note: "", measuredValue: 1.5 });
  });

  it("lists what stops Complete Inspection and sends nothing", async () => {
    const inspection = freshInspection();
    const { calls } = stubInspection(applyUpdate(inspection, "mpi-engine-oil", { rating: "Urgent", skipped: false, note: "", measuredValue: null }));
    const { user } = renderWithProviders(<InspectionSection jobCardId={CARD_ID} canInspect canReopen={false} />);
    await user.click(await screen.findByRole("button", { name: "Complete Inspection" }));
    const problems = screen.getByText(/items stop the inspection from being completed:$/).closest("[role=alert]") as HTMLElement;
    expect(within(problems).getByText(`${ENGINE_OIL}: Add a photo or a measurement.`)).toBeInTheDocument();
    expect(within(problems).getByText(`${FRONT_PADS}: Rate it or skip it.`)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === `${PATH}/complete`)).toEqual([]);
  });

  it("shows a completed inspection read-only, with Reopen for those who price work", async () => {
    const rated = applyUpdate(freshInspection(), "mpi-front-pads", { rating: "Urgent", skipped: false, note: "Metal on metal", measuredValue: 1.5 });
    const { calls } = stubInspection({ ...rated, status: "Completed", completedAt: "2026-11-29T09:00:00.000Z", completedBy: { name: "Tia Technician", email: "tech@example.com" } });
    const { user } = renderWithProviders(<InspectionSection jobCardId={CARD_ID} canInspect canReopen />);
    const pads = await screen.findByRole("group", { name: FRONT_PADS });
    expect(within(pads).getByText("Urgent")).toBeInTheDocument();
    expect(within(pads).getByText("Measured 1.5 mm")).toBeInTheDocument();
    expect(within(pads).getByText("Metal on metal")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Good" })).toBeNull();
    expect(screen.queryByLabelText(/Take photo/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Complete Inspection" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Reopen" }));
    expect(await within(screen.getByRole("group", { name: FRONT_PADS })).findByRole("button", { name: "Urgent" })).toHaveAttribute("aria-pressed", "true");
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([`${PATH}/reopen`]);
  });

  it("adds a photo taken of an item as a thumbnail, and refuses one over 10 MB on the device", async () => {
    const photoPath = `${PATH}/items/mpi-wiper-blades/photos`;
    const photo = { id: "6f2504e0-4f89-41d3-9a0c-0305e82c3301", url: `/api/job-cards/${CARD_ID}/photos/6f2504e0-4f89-41d3-9a0c-0305e82c3301`, createdAt: "2026-11-29T08:30:00.000Z" };
    let inspection = freshInspection();
    const calls = stubApi({
      [`GET ${PATH}`]: () => jsonResponse(200, { inspection }),
      [`POST ${photoPath}`]: () => {
        inspection = { ...inspection, sections: inspection.sections.map((section) => ({ ...section, items: section.items.map((item) => (item.itemId === "mpi-wiper-blades" ? { ...item, photos: [photo] } : item)) })) };
        return jsonResponse(201, photo);
      },
    });
    const { user } = renderWithProviders(<InspectionSection jobCardId={CARD_ID} canInspect canReopen={false} />);
    const wipers = await screen.findByRole("group", { name: "Wiper blades" });
    await user.upload(within(wipers).getByLabelText("Take photo of Wiper blades"), new File([new Uint8Array(INSPECTION_PHOTO_MAX_BYTES + 1)], "huge.jpg", { type: "image/jpeg" }));
    expect(await within(wipers).findByText(`The photo was not added. ${INSPECTION_PHOTO_TOO_LARGE_MESSAGE}`)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    await user.upload(within(wipers).getByLabelText("Take photo of Wiper blades"), new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0])], "wiper.jpg", { type: "image/jpeg" }));
    expect(await within(wipers).findByRole("img", { name: "Photo 1 of Wiper blades" })).toHaveAttribute("src", photo.url);
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([photoPath]);
  });

  describe("when another device changes an item", () => {
    /** A server whose answer the test changes, as another device's save would, then the card's change event refetches. */
    function stubChangingServer() {
      let served = freshInspection();
      stubApi({ [`GET ${PATH}`]: () => jsonResponse(200, { inspection: served }) });
      return (change: (item: InspectionItem) => Partial<InspectionItem>, itemId: string) => {
        served = {
          ...served,
          rowVersion: served.rowVersion + 1,
          sections: served.sections.map((section) => ({
            ...section,
            items: section.items.map((item) => (item.itemId === itemId ? { ...item, ...change(item) } : item)),
          })),
        };
      };
    }
    const changeEventArrives = (queryClient: QueryClient) => Promise.all(staleAfterChange("job-cards").map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    const threeMillimetres = (item: InspectionItem) => ({ measuredValue: 3, rating: rateMeasurement(item.measurement!, 3) });

    it("shows the new note and measurement in the open item the user is not editing", async () => {
      const change = stubChangingServer();
      const { queryClient } = renderWithProviders(<InspectionSection jobCardId={CARD_ID} canInspect canReopen={false} />);
      const pads = await screen.findByRole("group", { name: FRONT_PADS });
      expect(within(pads).getByLabelText("Note")).toHaveValue("");
      change((item) => ({ ...threeMillimetres(item), note: "Worn unevenly" }), "mpi-front-pads");
      await changeEventArrives(queryClient);
      await waitFor(() => expect(within(itemGroup(FRONT_PADS)).getByLabelText("Note")).toHaveValue("Worn unevenly"));
      expect(within(itemGroup(FRONT_PADS)).getByLabelText("Measurement (mm)")).toHaveValue("3");
      expect(pressed(itemGroup(FRONT_PADS))).toEqual(["Needs Attention"]);
    });

    it("keeps what the user is typing in a changed field, and takes the new value in the item's other field", async () => {
      const change = stubChangingServer();
      const { user, queryClient } = renderWithProviders(<InspectionSection jobCardId={CARD_ID} canInspect canReopen={false} />);
      const pads = await screen.findByRole("group", { name: FRONT_PADS });
      await user.type(within(pads).getByLabelText("Note"), "Squeals when cold");
      change((item) => ({ ...threeMillimetres(item), note: "Worn unevenly" }), "mpi-front-pads");
      await changeEventArrives(queryClient);
      await waitFor(() => expect(within(itemGroup(FRONT_PADS)).getByLabelText("Measurement (mm)")).toHaveValue("3"));
      expect(within(itemGroup(FRONT_PADS)).getByLabelText("Note")).toHaveValue("Squeals when cold");
      expect(within(itemGroup(FRONT_PADS)).getByLabelText("Note")).toHaveFocus();
    });

    it("keeps the measurement being typed while an earlier save of it answers", async () => {
      let served = freshInspection();
      const answers: (() => void)[] = [];
      stubApi({
        [`GET ${PATH}`]: () => jsonResponse(200, { inspection: served }),
        [`PUT ${PATH}/items/mpi-front-pads`]: (call) =>
          new Promise<Response>((resolve) => {
            answers.push(() => {
              served = serverSave(served, "mpi-front-pads", call.body as InspectionItemUpdate);
              resolve(jsonResponse(200, { inspection: served }));
            });
          }),
      });
      const { user } = renderWithProviders(<InspectionSection jobCardId={CARD_ID} canInspect canReopen={false} />);
      const field = within(await screen.findByRole("group", { name: FRONT_PADS })).getByLabelText("Measurement (mm)");
      await user.type(field, "1");
      await waitFor(() => expect(answers).toHaveLength(1));
      await user.type(field, ".5");
      act(() => answers.shift()!());
      await waitFor(() => expect(answers).toHaveLength(1));
      expect(within(itemGroup(FRONT_PADS)).getByLabelText("Measurement (mm)")).toHaveValue("1.5");
      act(() => answers.shift()!());
      await waitFor(() => expect(served.sections[1]!.items[0]!.measuredValue).toBe(1.5));
      expect(within(itemGroup(FRONT_PADS)).getByLabelText("Measurement (mm)")).toHaveValue("1.5");
    });
  });

  it("offers no Reopen to a technician", async () => {
    stubInspection({ ...freshInspection(), status: "Completed", completedAt: "2026-11-29T09:00:00.000Z", completedBy: null });
    renderWithProviders(<InspectionSection jobCardId={CARD_ID} canInspect canReopen={false} />);
    await screen.findByRole("group", { name: FRONT_PADS });
    expect(screen.queryByRole("button", { name: "Reopen" })).toBeNull();
  });
});

describe("Add to Estimate", () => {
  /** Front pads Urgent, wiper blades Needs Attention, engine oil Good, air filter skipped. */
  function withFindings(status: Inspection["status"]): Inspection {
    let inspection = freshInspection();
    inspection = applyUpdate(inspection, "mpi-front-pads", { rating: "Urgent", skipped: false, note: "", measuredValue: 1.5 });
    inspection = applyUpdate(inspection, "mpi-wiper-blades", { rating: "Needs Attention", skipped: false, note: "", measuredValue: null });
    inspection = applyUpdate(inspection, "mpi-engine-oil", { rating: "Good", skipped: false, note: "", measuredValue: null });
    inspection = applyUpdate(inspection, "mpi-air-filter", { rating: null, skipped: true, note: "", measuredValue: null });
    return { ...inspection, status };
  }
  const linked = (inspection: Inspection, itemId: string, jobId: string): Inspection => ({
    ...inspection,
    sections: inspection.sections.map((section) => ({ ...section, items: section.items.map((item) => (item.itemId === itemId ? { ...item, estimateJobId: jobId } : item)) })),
  });
  const estimate: Estimate = {
    jobCardId: CARD_ID,
    rowVersion: 1,
    discountCents: 0,
    jobs: [],
    subtotalCents: 0,
    taxCents: 0,
    totalCents: 0,
    authorisedTotalCents: 0,
    pricing: { defaultLaborRateCents: 10000, partsMarkupBp: 0, taxRateBp: 0, taxLabor: false, taxParts: false, taxFees: false },
    currentVersion: null,
    sentAt: null,
    expiresAt: null,
    hasUnsentChanges: true,
    decisions: [],
    updatedAt: null,
    updatedBy: null,
  };

  it.each(["In Progress", "Completed"] as const)("offers it beside each finding of an inspection %s, then shows the item on the estimate", async (status) => {
    const addPath = `${PATH}/items/mpi-front-pads/estimate`;
    const { calls } = stubInspection(withFindings(status), {
      [`POST ${addPath}`]: () => jsonResponse(201, { inspection: linked(withFindings(status), "mpi-front-pads", "job-1"), estimate, jobId: "job-1" }),
    });
    const { user } = renderWithProviders(<InspectionSection jobCardId={CARD_ID} canInspect canReopen canAddToEstimate />);
    await screen.findByRole("group", { name: FRONT_PADS });
    expect(screen.getAllByRole("button", { name: /to estimate$/ }).map((button) => button.getAttribute("aria-label"))).toEqual([
      "Add Front brake pads to estimate",
      "Add Wiper blades to estimate",
    ]);
    await user.click(screen.getByRole("button", { name: "Add Front brake pads to estimate" }));
    const pads = itemGroup(FRONT_PADS);
    expect(await within(pads).findByText("On the estimate")).toBeInTheDocument();
    expect(within(pads).queryByRole("button", { name: /to estimate$/ })).toBeNull();
    expect(within(itemGroup("Wiper blades")).getByRole("button", { name: "Add Wiper blades to estimate" })).toHaveTextContent("Add to Estimate");
    expect(calls.filter((call) => call.path.endsWith("/estimate")).map((call) => call.method)).toEqual(["POST"]);
  });

  it("says why when the server refuses, and keeps the button", async () => {
    stubInspection(withFindings("Completed"), {
      [`POST ${PATH}/items/mpi-front-pads/estimate`]: () => errorResponse(409, "conflict", ALREADY_ON_ESTIMATE),
    });
    const { user } = renderWithProviders(<InspectionSection jobCardId={CARD_ID} canInspect canReopen canAddToEstimate />);
    await user.click(await screen.findByRole("button", { name: "Add Front brake pads to estimate" }));
    expect(await within(itemGroup(FRONT_PADS)).findByText(ALREADY_ON_ESTIMATE)).toHaveAttribute("role", "alert");
    expect(within(itemGroup(FRONT_PADS)).getByRole("button", { name: "Add Front brake pads to estimate" })).toBeEnabled();
  });

  it("is never offered to a technician, who still sees what is on the estimate", async () => {
    stubInspection(linked(withFindings("In Progress"), "mpi-wiper-blades", "job-2"));
    renderWithProviders(<InspectionSection jobCardId={CARD_ID} canInspect canReopen={false} />);
    await screen.findByRole("group", { name: FRONT_PADS });
    expect(screen.queryByRole("button", { name: /to estimate$/ })).toBeNull();
    expect(within(itemGroup("Wiper blades")).getByText("On the estimate")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\$/);
  });
});
