import { describe, expect, it } from "vitest";
import { customerContactText } from "./customer-contact";

describe("customerContactText", () => {
  const phones = [{ kind: "Mobile" as const, number: "555-0101" }, { kind: "Home" as const, number: "555-0102" }];

  it("gives the first phone for Phone and Text, the e-mail for Email", () => {
    expect(customerContactText({ phones, email: "carla@example.com", preferredContact: "Phone" })).toBe("555-0101");
    expect(customerContactText({ phones, email: "carla@example.com", preferredContact: "Text" })).toBe("555-0101");
    expect(customerContactText({ phones, email: "carla@example.com", preferredContact: "Email" })).toBe("carla@example.com");
  });

  it("falls back to whichever the customer has, and is empty when they have neither", () => {
    expect(customerContactText({ phones: [], email: "carla@example.com", preferredContact: "Phone" })).toBe("carla@example.com");
    expect(customerContactText({ phones, email: "", preferredContact: "Email" })).toBe("555-0101");
    expect(customerContactText({ phones: [], email: "", preferredContact: "Text" })).toBe("");
  });
});
