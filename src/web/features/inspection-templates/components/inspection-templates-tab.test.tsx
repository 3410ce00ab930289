import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MULTI_POINT_INSPECTION } from "@/shared/inspections/multi-point-inspection";
import type { InspectionTemplate } from "@/shared/schemas/inspection-templates";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import { InspectionTemplatesTab } from "./inspection-templates-tab";

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const CANNED_JOBS = [
  { id: "6f1c2d3e-0000-4000-8000-000000000002", name: "Replace wipers" },
  { id: "6f1c2d3e-0000-4000-8000-000000000001", name: "Brake pad replacement" },
];

const OWN: InspectionTemplate = {
  id: "0b7a5c1e-0000-4000-8000-000000000001",
  name: "Brakes only",
  builtIn: false,
  rowVersion: 3,
  updatedAt: "2026-11-01T10:00:00.000Z",
  sections: [
    {
      id: "s-brakes",
      name: "Brakes",
      items: [
        { id: "i-pads", name: "Front pads", measurement: { unit: "mm", worseWhen: "lower", attentionAt: 4, urgentAt: 2 }, suggestedCannedJobId: null },
        { id: "i-lines", name: "Brake lines", measurement: null, suggestedCannedJobId: null },
      ],
    },
  ],
};

function renderTab(routes: Record<string, ApiHandler> = {}) {
  const calls = stubApi({ "GET /api/inspection-templates": () => jsonResponse(200, { templates: [MULTI_POINT_INSPECTION, OWN] }), ...routes });
  const view = renderWithProviders(<InspectionTemplatesTab cannedJobs={CANNED_JOBS} />);
  return { ...view, calls };
}

const card = (name: string) => screen.findByRole("article", { name });
const sent = (calls: ReturnType<typeof stubApi>, method: string) => calls.filter((call) => call.method === method).map((call) => call.body);

describe("Settings, Inspections: the template list", { timeout: 20_000 }, () => {
  it("shows each template as a card with its counts; the built-in one only copies", async () => {
    renderTab();
    const builtIn = await card("Multi-Point Inspection");
    expect(within(builtIn).getByText("Built-in")).toBeInTheDocument();
    expect(within(builtIn).getByText("10 sections, 32 items")).toBeInTheDocument();
    expect(within(builtIn).getByRole("button", { name: "Copy" })).toBeInTheDocument();
    expect(within(builtIn).queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(within(builtIn).queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();

    const own = await card("Brakes only");
    expect(within(own).queryByText("Built-in")).not.toBeInTheDocument();
    expect(within(own).getByText("1 section, 2 items")).toBeInTheDocument();
    expect(within(own).getByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(within(own).getByRole("button", { name: "Delete" })).toBeInTheDocument();
  });

  it("copies the built-in template as 'Copy of ...' with the same sections and item ids, then opens it for editing", async () => {
    const copied: InspectionTemplate = { ...MULTI_POINT_INSPECTION, id: "0b7a5c1e-0000-4000-8000-000000000009", name: "Copy of Multi-Point Inspection", builtIn: false, rowVersion: 1 };
    const { user, calls } = renderTab({ "POST /api/inspection-templates": () => jsonResponse(201, { template: copied }) });
    await user.click(within(await card("Multi-Point Inspection")).getByRole("button", { name: "Copy" }));

    expect(sent(calls, "POST")).toEqual([{ name: "Copy of Multi-Point Inspection", sections: MULTI_POINT_INSPECTION.sections }]);
    const dialog = await screen.findByRole("dialog", { name: "Edit Template" });
    // By value, not label: label queries over the built-in template's 32 items are slow in jsdom.
    expect(within(dialog).getByDisplayValue("Copy of Multi-Point Inspection")).toHaveAccessibleName("Template name");
    expect(within(dialog).getByDisplayValue("Under the Hood")).toHaveAccessibleName("Section name (Section 1)");
  });

  it("deletes one of the shop's templates after the confirm dialog, and not on Cancel", async () => {
    const { user, calls } = renderTab({ "DELETE /api/inspection-templates/0b7a5c1e-0000-4000-8000-000000000001": () => new Response(null, { status: 204 }) });
    const own = await card("Brakes only");
    await user.click(within(own).getByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("alertdialog", { name: "Delete template?" })).getByRole("button", { name: "Cancel" }));
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(within(own).getByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("alertdialog", { name: "Delete template?" })).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Template Deleted")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([`/api/inspection-templates/${OWN.id}`]);
  });
});

describe("Settings, Inspections: the template editor", { timeout: 30_000 }, () => {
  it("shows the shared schema's messages under their fields and sends nothing", async () => {
    const { user, calls } = renderTab();
    await user.click(await screen.findByRole("button", { name: "New Template" }));
    const dialog = await screen.findByRole("dialog", { name: "New Template" });
    await user.click(within(dialog).getByRole("checkbox", { name: "Measured (Section 1, item 1)" }));
    const attention = within(dialog).getByLabelText("Needs Attention at (Section 1, item 1)");
    await user.clear(attention);
    await user.type(attention, "2");
    const urgent = within(dialog).getByLabelText("Urgent at (Section 1, item 1)");
    await user.clear(urgent);
    await user.type(urgent, "4");
    await user.click(within(dialog).getByRole("button", { name: "Save Template" }));

    expect(await within(dialog).findByText("Template name is required.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Template name")).toHaveAccessibleDescription("Template name is required.");
    expect(within(dialog).getByLabelText("Section name (Section 1)")).toHaveAccessibleDescription("Section name is required.");
    expect(within(dialog).getByLabelText("Item name (Section 1, item 1)")).toHaveAccessibleDescription("Item name is required.");
    expect(within(dialog).getByLabelText("Unit (Section 1, item 1)")).toHaveAccessibleDescription("Unit is required.");
    expect(within(dialog).getByLabelText("Urgent at (Section 1, item 1)")).toHaveAccessibleDescription(
      "The Urgent threshold must be at or past the Needs Attention threshold.",
    );
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("saves a new template with fresh ids, sections in the order chosen, a measurement and a canned job", async () => {
    const { user, calls } = renderTab({
      "POST /api/inspection-templates": (call) => jsonResponse(201, { template: { ...(call.body as object), id: "0b7a5c1e-0000-4000-8000-000000000002", builtIn: false, rowVersion: 1, updatedAt: null } }),
    });
    await user.click(await screen.findByRole("button", { name: "New Template" }));
    const dialog = await screen.findByRole("dialog", { name: "New Template" });
    await user.type(within(dialog).getByLabelText("Template name"), "Quick check");
    await user.type(within(dialog).getByLabelText("Section name (Section 1)"), "Tires");
    await user.type(within(dialog).getByLabelText("Item name (Section 1, item 1)"), "Tread");
    await user.click(within(dialog).getByRole("checkbox", { name: "Measured (Section 1, item 1)" }));
    await user.type(within(dialog).getByLabelText("Unit (Section 1, item 1)"), "/32 in");
    const attention = within(dialog).getByLabelText("Needs Attention at (Section 1, item 1)");
    await user.clear(attention);
    await user.type(attention, "4");
    const urgent = within(dialog).getByLabelText("Urgent at (Section 1, item 1)");
    await user.clear(urgent);
    await user.type(urgent, "2.5");
    // The select lists None, then the canned jobs by name.
    const suggestion = within(dialog).getByLabelText("Suggested canned job (Section 1, item 1)");
    expect(within(suggestion).getAllByRole("option").map((option) => option.textContent)).toEqual(["None", "Brake pad replacement", "Replace wipers"]);
    await user.selectOptions(suggestion, "Brake pad replacement");

    await user.click(within(dialog).getByRole("button", { name: "Add Section" }));
    await user.type(within(dialog).getByLabelText("Section name (Section 2)"), "Lights");
    await user.type(within(dialog).getByLabelText("Item name (Section 2, item 1)"), "Headlights");
    await user.click(within(dialog).getByRole("button", { name: "Move Section 2 up" }));
    await user.click(within(dialog).getByRole("button", { name: "Save Template" }));

    expect(await screen.findByText("Template Saved")).toBeInTheDocument();
    const [body] = sent(calls, "POST") as [{ name: string; sections: { id: string; name: string; items: { id: string }[] }[] }];
    expect(body).toEqual({
      name: "Quick check",
      sections: [
        { id: expect.any(String), name: "Lights", items: [{ id: expect.any(String), name: "Headlights", measurement: null, suggestedCannedJobId: null }] },
        {
          id: expect.any(String),
          name: "Tires",
          items: [
            {
              id: expect.any(String),
              name: "Tread",
              measurement: { unit: "/32 in", worseWhen: "lower", attentionAt: 4, urgentAt: 2.5 },
              suggestedCannedJobId: "6f1c2d3e-0000-4000-8000-000000000001",
            },
          ],
        },
      ],
    });
    const ids = body.sections.flatMap((section) => [section.id, ...section.items.map((item) => item.id)]);
    expect(new Set(ids).size).toBe(4);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the server's 400 under the field it names", async () => {
    const message = "That canned job no longer exists. Choose another or None.";
    const { user } = renderTab({
      "PUT /api/inspection-templates/0b7a5c1e-0000-4000-8000-000000000001": () =>
        errorResponse(400, "validation_failed", "Please correct: sections.0.items.1.suggestedCannedJobId.", { "sections.0.items.1.suggestedCannedJobId": [message] }),
    });
    await user.click(within(await card("Brakes only")).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Template" });
    await user.selectOptions(within(dialog).getByLabelText("Suggested canned job (Section 1, item 2)"), "Replace wipers");
    await user.click(within(dialog).getByRole("button", { name: "Save Template" }));
    await waitFor(() => expect(within(dialog).getByLabelText("Suggested canned job (Section 1, item 2)")).toHaveAccessibleDescription(message));
    expect(screen.getByRole("dialog", { name: "Edit Template" })).toBeInTheDocument();
  });

  it("sends the rowVersion it opened; a 409 says the template changed and reloads it", async () => {
    const current: InspectionTemplate = { ...OWN, name: "Brakes, changed elsewhere", rowVersion: 4 };
    const { user, calls } = renderTab({
      "PUT /api/inspection-templates/0b7a5c1e-0000-4000-8000-000000000001": () =>
        jsonResponse(409, { error: { code: "conflict", message: "Someone else changed this template. It has been reloaded; make your change again.", details: { current } } }),
    });
    await user.click(within(await card("Brakes only")).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Template" });
    const name = within(dialog).getByLabelText("Template name");
    await user.clear(name);
    await user.type(name, "Brakes, my edit");
    await user.click(within(dialog).getByRole("button", { name: "Save Template" }));

    expect(await screen.findByText("Template changed")).toBeInTheDocument();
    expect(await within(screen.getByRole("dialog", { name: "Edit Template" })).findByDisplayValue("Brakes, changed elsewhere")).toBeInTheDocument();
    expect(sent(calls, "PUT")).toEqual([{ name: "Brakes, my edit", sections: OWN.sections, rowVersion: 3 }]);
  });
});
