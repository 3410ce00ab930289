import { describe, expect, it } from "vitest";
import { customerContactText } from "./customer-contact";

const phones = [{ number: "555 0101" }, { number: "555 0202" }];

describe("customerContactText", () => {
  it("shows the first phone for Phone and Text, the e-mail for Email", () => {
    expect(customerContactText({ phones, email: "a@example.com", preferredContact: "Phone" })).toBe("555 0101");
    expect(customerContactText({ phones, email: "a@example.com", preferredContact: "Text" })).toBe("555 0101");
    expect(customerContactText({ phones, email: "a@example.com", preferredContact: "Email" })).toBe("a@example.com");
  });

  it("falls back to whichever exists, and is null when there is neither", () => {
    expect(customerContactText({ phones: [], email: "a@example.com", preferredContact: "Phone" })).toBe("a@example.com");
    expect(customerContactText({ phones, email: "", preferredContact: "Email" })).toBe("555 0101");
    expect(customerContactText({ phones: [], email: " ", preferredContact: "Text" })).toBeNull();
  });
});
