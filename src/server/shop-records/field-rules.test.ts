import { describe, expect, it } from "vitest";
import { fieldProblem } from "./field-rules";

describe("fieldProblem", () => {
  it("accepts each kind of field a record has, nested ones by their path", () => {
    expect(fieldProblem("vehicles", "make", "Honda")).toBeNull();
    expect(fieldProblem("vehicles", "year", "2019")).toBeNull();
    expect(fieldProblem("vehicles", "mileage", null)).toBeNull();
    expect(fieldProblem("vehicles", "owner.phone", "555-0101")).toBeNull();
    expect(fieldProblem("vehicles", "customFields.color", "red")).toBeNull();
    expect(fieldProblem("vehicles", "customFields.color", null)).toBeNull();
    expect(fieldProblem("services", "parts", [{ name: "Filter", quantity: 1, price: 9.5 }])).toBeNull();
    expect(fieldProblem("services", "jobCardImageUrl", null)).toBeNull();
    expect(fieldProblem("vehicleCustomFields", "type", "date")).toBeNull();
  });

  it("refuses a path records do not have", () => {
    for (const [collection, path] of [
      ["vehicles", "colour"],
      ["vehicles", "id"],
      ["vehicles", "owner"],
      ["vehicles", "owner.fax"],
      ["vehicles", "customFields."],
      ["services", "owner.name"],
      ["serviceCustomFields", "customFields.x"],
    ] as const) {
      expect(fieldProblem(collection, path, "x")).toBe(`Records of ${collection} have no field "${path}".`);
    }
  });

  it("refuses a value of the wrong kind instead of falling back to a default", () => {
    expect(fieldProblem("services", "parts", "not a list")).toMatch(/^parts: /);
    expect(fieldProblem("vehicles", "year", "nineteen")).toBe("year: Must be a number.");
    expect(fieldProblem("vehicles", "status", 7)).toMatch(/^status: /);
    expect(fieldProblem("vehicleCustomFields", "type", "colour")).toMatch(/^type: /);
    expect(fieldProblem("vehicles", "customFields.color", { nested: true })).toMatch(/^customFields\.color: /);
  });
});
