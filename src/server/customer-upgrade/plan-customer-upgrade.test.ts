import { describe, expect, it } from "vitest";
import { planCustomerUpgrade, type UpgradeRecord } from "./plan-customer-upgrade";
import { emailKey, nameKey, phoneKey } from "./upgrade-rules";

let at = 0;
function record(kind: UpgradeRecord["kind"], id: string, fields: Partial<UpgradeRecord>): UpgradeRecord {
  at += 1;
  return { kind, id, name: null, email: null, phone: null, otherContact: null, vin: null, createdAt: at, ...fields };
}

function ids() {
  let n = 0;
  return () => `new-${(n += 1)}`;
}

describe("the upgrade's keys", () => {
  it("match e-mails case-insensitively, phones on at least 7 digits, names trimmed with whitespace collapsed", () => {
    expect(emailKey(" Ann@Example.COM ")).toBe("ann@example.com");
    expect(emailKey("not an email")).toBeNull();
    expect(phoneKey("(555) 010-1")).toBe("5550101");
    expect(phoneKey("555-01")).toBeNull();
    expect(nameKey("  Ann \t  Smith ")).toBe("ann smith");
    expect(nameKey("   ")).toBeNull();
  });
});

describe("planCustomerUpgrade", () => {
  it("creates a customer for text that matches nothing, then links later records on e-mail, phone and name", () => {
    const plan = planCustomerUpgrade(
      [],
      new Map(),
      [
        record("vehicle", "v1", { name: "Ann Smith", email: "ann@example.com", phone: "555-0101", vin: "VIN1", vehicle: { make: "Honda", model: "Civic", year: 2019, licensePlate: "ABC" } }),
        record("ticket", "t1", { name: "A. Smith", email: "ANN@example.com" }),
        record("job-card", "c1", { name: "Annie", phone: "5550101" }),
        record("invoice", "i1", { name: " ann   smith " }),
      ],
      ids(),
    );
    expect(plan.customers).toEqual([
      { id: "new-1", name: "Ann Smith", email: "ann@example.com", phones: ["555-0101"], preferredContact: "Phone", isNew: true },
    ]);
    expect(plan.links.map((link) => [link.id, link.customerId, link.matchedOn])).toEqual([
      ["v1", "new-1", "created"],
      ["t1", "new-1", "email"],
      ["c1", "new-1", "phone"],
      ["i1", "new-1", "name"],
    ]);
    expect(plan.left).toEqual([]);
    expect(plan.vehicles).toEqual([{ customerId: "new-1", vin: "VIN1", make: "Honda", model: "Civic", year: 2019, licensePlate: "ABC" }]);
    // Names the customer's details do not show are kept for its notes.
    expect(plan.notes.get("new-1")).toEqual(["A. Smith", "Annie"]);
  });

  it("leaves a name matching two customers, and an e-mail and phone of two different customers, for a person", () => {
    const existing = [
      { id: "c-a", name: "Bob Jones", email: "bob@example.com", phones: [] },
      { id: "c-b", name: "Bob Jones", email: "", phones: ["555 0202"] },
    ];
    const plan = planCustomerUpgrade(
      existing,
      new Map(),
      [record("ticket", "t1", { name: "Bob Jones" }), record("ticket", "t2", { name: "Bob", email: "bob@example.com", phone: "555-0202" })],
      ids(),
    );
    expect(plan.links).toEqual([]);
    expect(plan.left).toEqual([
      { kind: "ticket", id: "t1", customerText: "Bob Jones", reason: "Its name matches 2 customers." },
      { kind: "ticket", id: "t2", customerText: "Bob / bob@example.com / 555-0202", reason: "Its e-mail and its phone belong to different customers." },
    ]);
  });

  it("makes a second customer for the same name with other contact details, and reports the pair", () => {
    const plan = planCustomerUpgrade(
      [],
      new Map(),
      [record("ticket", "t1", { name: "Cy Young", phone: "555-0303" }), record("ticket", "t2", { name: "Cy Young", phone: "555-0404" })],
      ids(),
    );
    expect(plan.customers.map((customer) => customer.id)).toEqual(["new-1", "new-2"]);
    expect(plan.possibleDuplicates).toEqual([{ customerIds: ["new-1", "new-2"], reason: "Same name, different contact details." }]);
  });

  it("gives a VIN to whoever has it, else the vehicle's owner, else the newest record's customer, and reports the others", () => {
    const plan = planCustomerUpgrade(
      [{ id: "held", name: "Holder", email: "", phones: [] }],
      new Map([["HELDVIN", "held"]]),
      [
        record("ticket", "t-old", { name: "Old Owner", vin: "sold1" }),
        record("ticket", "t-new", { name: "New Owner", vin: "SOLD1" }),
        record("job-card", "c1", { name: "Other", vin: "HELDVIN" }),
      ],
      ids(),
    );
    expect(plan.vehicles).toEqual([{ customerId: "new-2", vin: "SOLD1", make: "", model: "", year: null, licensePlate: "" }]);
    expect(plan.vinsSkipped).toEqual([
      { vin: "HELDVIN", kind: "job-card", id: "c1", customerId: "new-3", heldByCustomerId: "held" },
      { vin: "sold1", kind: "ticket", id: "t-old", customerId: "new-1", heldByCustomerId: "new-2" },
    ]);
  });

  it("changes nothing when run again over what it linked: the records are no longer free text", () => {
    const plan = planCustomerUpgrade([{ id: "c1", name: "Dee", email: "dee@example.com", phones: [] }], new Map(), [], ids());
    expect(plan).toMatchObject({ links: [], left: [], possibleDuplicates: [], vehicles: [], vinsSkipped: [] });
    expect(plan.customers.filter((customer) => customer.isNew)).toEqual([]);
  });

  it("leaves a record with a contact but no name that matches nobody, and ignores a record with no customer text", () => {
    const plan = planCustomerUpgrade([], new Map(), [record("ticket", "t1", { phone: "555-0505" }), record("ticket", "t2", {})], ids());
    expect(plan.left).toEqual([{ kind: "ticket", id: "t1", customerText: "555-0505", reason: "Its contact matches no customer and it has no name to make one from." }]);
    expect(plan.customers).toEqual([]);
  });
});
