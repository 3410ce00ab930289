import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MULTI_POINT_INSPECTION_ID } from "../../../src/shared/constants/inspections";
import { MULTI_POINT_INSPECTION } from "../../../src/shared/inspections/multi-point-inspection";
import type { InspectionTemplate } from "../../../src/shared/schemas/inspection-templates";
import { bodyOf, errorOf, openShop, type Shop } from "../shop-test-fixture";
import { inspectionTemplates } from "../../../src/server/db/schema";
import type { DatabaseKind } from "../../../src/server/db/database";

const BUILT_IN_MESSAGE = "The built-in Multi-Point Inspection cannot be changed. Copy it to make your own.";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

function brakesTemplate(name: string, suggestedCannedJobId: string | null = null) {
  return {
    name,
    sections: [
      {
        id: "section-brakes",
        name: "Brakes",
        items: [
          { id: "item-pads", name: "Front pads", measurement: { unit: "mm", worseWhen: "lower", attentionAt: 4, urgentAt: 2 }, suggestedCannedJobId: null },
          { id: "item-lines", name: "Brake lines", measurement: null, suggestedCannedJobId },
        ],
      },
    ],
  };
}

/** Run on PGlite by src/server/routes/inspection-templates/inspection-templates.test.ts, on PostgreSQL by tests/system/postgres/inspection-templates-postgres.test.ts. */
export function describeInspectionTemplates(kind: DatabaseKind): void {
  describe(`inspection templates on ${kind}`, () => {
    let shop: Shop;
    const admin = () => shop.admin.client;

    beforeAll(async () => {
      shop = await openShop(kind);
    });
    afterAll(() => shop?.t.close());

    async function create(body: unknown): Promise<InspectionTemplate> {
      const response = await admin().request("POST", "/api/inspection-templates", body);
      expect(response.status).toBe(201);
      return (await bodyOf<{ template: InspectionTemplate }>(response)).template;
    }

    async function read(id: string, client = admin()): Promise<Response> {
      return client.request("GET", `/api/inspection-templates/${id}`);
    }

    async function storedRows() {
      return shop.t.database.db.select().from(inspectionTemplates);
    }

    it("lists the built-in Multi-Point Inspection first, then the shop's own by name, to whoever inspects", async () => {
      const zeta = await create(brakesTemplate("Zeta check"));
      const alpha = await create(brakesTemplate("Alpha check"));
      const bravo = await create(brakesTemplate("bravo check"));
      for (const client of [admin(), shop.advisor.client, shop.technician.client]) {
        const response = await client.request("GET", "/api/inspection-templates");
        expect(response.status).toBe(200);
        const { templates } = await bodyOf<{ templates: InspectionTemplate[] }>(response);
        expect(templates.map((template) => template.id)).toEqual([MULTI_POINT_INSPECTION_ID, alpha.id, bravo.id, zeta.id]);
        expect(templates[0]).toEqual(MULTI_POINT_INSPECTION);
      }
      expect((await shop.user.client.request("GET", "/api/inspection-templates")).status).toBe(403);
    });

    it("reads one template, the built-in one included, and answers 404 for an id it does not know", async () => {
      const made = await create(brakesTemplate("Read me"));
      expect(made).toMatchObject({ name: "Read me", builtIn: false, rowVersion: 1, sections: brakesTemplate("x").sections });
      expect(await bodyOf(await read(made.id, shop.technician.client))).toEqual({ template: made });
      expect(await bodyOf(await read(MULTI_POINT_INSPECTION_ID))).toEqual({ template: MULTI_POINT_INSPECTION });
      for (const id of [MISSING_ID, "not-a-template"]) {
        const response = await read(id);
        expect(response.status).toBe(404);
        expect((await errorOf(response)).message).toBe("No such inspection template. It may have been deleted.");
      }
    });

    it("refuses to change or delete the built-in template with 409, and copies it with its item ids", async () => {
      const changed = await admin().request("PUT", `/api/inspection-templates/${MULTI_POINT_INSPECTION_ID}`, { ...brakesTemplate("Mine"), rowVersion: 1 });
      expect(changed.status).toBe(409);
      expect((await errorOf(changed)).message).toBe(BUILT_IN_MESSAGE);
      const deleted = await admin().request("DELETE", `/api/inspection-templates/${MULTI_POINT_INSPECTION_ID}`);
      expect(deleted.status).toBe(409);
      expect((await errorOf(deleted)).message).toBe(BUILT_IN_MESSAGE);
      expect(await bodyOf(await read(MULTI_POINT_INSPECTION_ID))).toEqual({ template: MULTI_POINT_INSPECTION });

      const copy = await create({ name: "Copy of Multi-Point Inspection", sections: MULTI_POINT_INSPECTION.sections });
      expect(copy.builtIn).toBe(false);
      expect(copy.sections).toEqual(MULTI_POINT_INSPECTION.sections);
    });

    it("updates with the rowVersion read, refuses a stale one with 409 and the template as stored, and deletes", async () => {
      const made = await create(brakesTemplate("Brakes only"));
      const saved = await admin().request("PUT", `/api/inspection-templates/${made.id}`, { ...brakesTemplate("Brakes and lines"), rowVersion: 1 });
      expect(saved.status).toBe(200);
      const { template: updated } = await bodyOf<{ template: InspectionTemplate }>(saved);
      expect(updated).toMatchObject({ id: made.id, name: "Brakes and lines", rowVersion: 2 });

      const stale = await admin().request("PUT", `/api/inspection-templates/${made.id}`, { ...brakesTemplate("Lost edit"), rowVersion: 1 });
      expect(stale.status).toBe(409);
      const error = await errorOf(stale);
      expect(error.message).toBe("Someone else changed this template. It has been reloaded; make your change again.");
      expect(error.details?.current).toEqual(updated);
      expect(await bodyOf(await read(made.id))).toEqual({ template: updated });

      expect((await admin().request("DELETE", `/api/inspection-templates/${made.id}`)).status).toBe(204);
      expect((await read(made.id)).status).toBe(404);
      expect((await admin().request("DELETE", `/api/inspection-templates/${made.id}`)).status).toBe(404);
      const gone = await admin().request("PUT", `/api/inspection-templates/${made.id}`, { ...brakesTemplate("Gone"), rowVersion: 2 });
      expect(gone.status).toBe(404);
    });

    it.each([
      ["no name", { ...brakesTemplate("  ") }, "name", "Template name is required."],
      ["no sections", { name: "Empty", sections: [] }, "sections", "A template needs at least one section."],
      [
        "thresholds out of order",
        {
          name: "Backwards",
          sections: [{ id: "s", name: "S", items: [{ id: "i", name: "Pads", measurement: { unit: "mm", worseWhen: "lower", attentionAt: 2, urgentAt: 4 }, suggestedCannedJobId: null }] }],
        },
        "sections.0.items.0.measurement.urgentAt",
        "The Urgent threshold must be at or past the Needs Attention threshold.",
      ],
      [
        "two items with one id",
        { name: "Twins", sections: [{ id: "s", name: "S", items: [1, 2].map(() => ({ id: "same", name: "Item", measurement: null, suggestedCannedJobId: null })) }] },
        "sections",
        "Each section and each item needs an id of its own.",
      ],
    ])("refuses a template with %s (400 on its field) and leaves every template as it was", async (_label, body, field, message) => {
      const made = await create(brakesTemplate("Untouched"));
      const before = await storedRows();
      const created = await admin().request("POST", "/api/inspection-templates", body);
      expect(created.status).toBe(400);
      expect((await errorOf(created)).details?.fields?.[field]).toEqual([message]);
      const updated = await admin().request("PUT", `/api/inspection-templates/${made.id}`, { ...body, rowVersion: 1 });
      expect(updated.status).toBe(400);
      expect((await errorOf(updated)).details?.fields?.[field]).toEqual([message]);
      expect(await storedRows()).toEqual(before);
    });

    it("takes a suggested canned job the shop has and refuses one it does not (400 on the item's field)", async () => {
      const canned = await admin().request("POST", "/api/canned-jobs", { name: "Brake line flush", lines: [] });
      expect(canned.status).toBe(201);
      const { cannedJob } = await bodyOf<{ cannedJob: { id: string } }>(canned);
      const made = await create(brakesTemplate("With a canned job", cannedJob.id));
      expect(made.sections[0]!.items[1]!.suggestedCannedJobId).toBe(cannedJob.id);

      const before = await storedRows();
      const field = "sections.0.items.1.suggestedCannedJobId";
      const refused = await admin().request("POST", "/api/inspection-templates", brakesTemplate("Unknown canned job", MISSING_ID));
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).details?.fields).toEqual({ [field]: ["That canned job no longer exists. Choose another or None."] });
      const update = await admin().request("PUT", `/api/inspection-templates/${made.id}`, { ...brakesTemplate("Renamed", MISSING_ID), rowVersion: 1 });
      expect(update.status).toBe(400);
      expect((await errorOf(update)).details?.fields?.[field]).toBeDefined();
      expect(await storedRows()).toEqual(before);
    });

    it("lets a Service Technician read templates but not make, change or delete them", async () => {
      const made = await create(brakesTemplate("Technician cannot touch"));
      const tech = shop.technician.client;
      expect((await tech.request("POST", "/api/inspection-templates", brakesTemplate("No"))).status).toBe(403);
      expect((await tech.request("PUT", `/api/inspection-templates/${made.id}`, { ...brakesTemplate("No"), rowVersion: 1 })).status).toBe(403);
      expect((await tech.request("DELETE", `/api/inspection-templates/${made.id}`)).status).toBe(403);
      expect(await bodyOf(await read(made.id))).toEqual({ template: made });
    });
  });
}
