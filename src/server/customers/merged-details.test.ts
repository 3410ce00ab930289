import { describe, expect, it } from "vitest";
import type { CustomerRow } from "../db/schema";
import { mergedDetails } from "./merged-details";

function row(fields: Partial<CustomerRow>): CustomerRow {
  return {
    id: "id",
    name: "Name",
    phones: [],
    email: "",
    address: "",
    preferredContact: "Phone",
    notes: "",
    remindersAgreed: false,
    remindersStoppedAt: null,
    createdBy: null,
    updatedBy: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    searchText: null,
    ...fields,
  };
}

describe("mergedDetails", () => {
  it("keeps the kept customer's fields and fills its empty ones from the merged customer", () => {
    const details = mergedDetails(
      row({ name: "Carla Customer", email: "", address: "1 Main St", preferredContact: "Email" }),
      row({ name: "Carla C.", email: "carla@example.com", address: "2 Side St", preferredContact: "Text" }),
    );
    expect(details).toMatchObject({ name: "Carla Customer", email: "carla@example.com", address: "1 Main St", preferredContact: "Email" });
  });

  it("joins both sets of phones without repeating a number however it was typed, at most four, the rest in the notes", () => {
    const details = mergedDetails(
      row({ phones: [{ kind: "Mobile", number: "(555) 010-1" }, { kind: "Home", number: "555 0102" }], notes: "Prefers mornings." }),
      row({
        phones: [
          { kind: "Work", number: "555-0101" },
          { kind: "Mobile", number: "555-0103" },
          { kind: "Other", number: "555-0104" },
          { kind: "Other", number: "555-0105" },
        ],
        notes: "Fleet account.",
      }),
    );
    expect(details.phones.map((phone) => phone.number)).toEqual(["(555) 010-1", "555 0102", "555-0103", "555-0104"]);
    expect(details.notes).toBe("Prefers mornings.\n\nFleet account.\n\nPhone numbers from the merge: 555-0105 (Other)");
  });

  it("keeps a stop of reminders made on either record", () => {
    const stopped = new Date("2026-11-01T00:00:00Z");
    expect(mergedDetails(row({}), row({ remindersStoppedAt: stopped })).remindersStoppedAt).toEqual(stopped);
  });

  it("cuts joined notes to the form's limit", () => {
    const details = mergedDetails(row({ notes: "a".repeat(3000) }), row({ notes: "b".repeat(3000) }));
    expect(Array.from(details.notes)).toHaveLength(4000);
    expect(details.notes.endsWith("…")).toBe(true);
  });
});
