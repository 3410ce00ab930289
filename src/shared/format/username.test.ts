import { describe, expect, it } from "vitest";
import { firstFreeUsername, usernamePrefix } from "./username";

describe("usernames", () => {
  it("are the e-mail's local part in lower case when it is free", () => {
    expect(firstFreeUsername("Sam.Lee@Example.com", [])).toBe("sam.lee");
  });

  it("take the smallest free number from 2 when the local part is taken in any case", () => {
    expect(firstFreeUsername("sam@b.example", ["SAM"])).toBe("sam2");
    expect(firstFreeUsername("sam@b.example", ["sam", "sam2", "sam4"])).toBe("sam3");
  });

  it("never give a reserved name such as admin", () => {
    expect(firstFreeUsername("admin@example.com", [])).toBe("admin2");
    expect(firstFreeUsername("Root@example.com", ["root2"])).toBe("root3");
  });

  it("stay within 60 characters, and every name given starts with the prefix to look up", () => {
    const email = `${"x".repeat(64)}@example.com`;
    const taken = ["x".repeat(60)];
    const name = firstFreeUsername(email, taken);
    expect(name).toBe(`${"x".repeat(59)}2`);
    expect(name.startsWith(usernamePrefix(email))).toBe(true);
  });
});
