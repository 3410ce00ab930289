import { describe, expect, it } from "vitest";
import { customerContact } from "./customer-contact";

const jane = {
  phones: [
    { kind: "Mobile" as const, number: "555-0199" },
    { kind: "Work" as const, number: "555-0100" },
  ],
  email: "jane@example.com",
};

describe("customerContact", () => {
  it("writes the first phone for Phone and Text, the e-mail for Email", () => {
    expect(customerContact({ ...jane, preferredContact: "Phone" })).toBe("555-0199");
    expect(customerContact({ ...jane, preferredContact: "Text" })).toBe("555-0199");
    expect(customerContact({ ...jane, preferredContact: "Email" })).toBe("jane@example.com");
  });

  it("falls back to whichever the customer has, and to nothing", () => {
    expect(customerContact({ phones: [], email: "jane@example.com", preferredContact: "Phone" })).toBe("jane@example.com");
    expect(customerContact({ ...jane, email: "", preferredContact: "Email" })).toBe("555-0199");
    expect(customerContact({ phones: [], email: "", preferredContact: "Email" })).toBe("");
  });
});
